package com.example.demo.service.impl.system;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.PageResult;
import com.example.demo.entity.system.SysRole;
import com.example.demo.mapper.system.SysRoleMapper;
import com.example.demo.service.system.SysRoleService;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link SysRoleService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class SysRoleServiceImpl extends ServiceImpl<SysRoleMapper, SysRole> implements SysRoleService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public SysRole findByKey(Long id) {
        return getById(id);
    }

    @Override
    public SysRole findByCode(String code) {
        return getOne(new QueryWrapper<SysRole>().eq("code", code));
    }

    @Override
    public PageResult<SysRole> page(SysRole filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        QueryWrapper<SysRole> query = new QueryWrapper<>();
        if (filter != null) {
            query.eq(filter.getId() != null, "id", filter.getId());
            query.eq(filter.getCode() != null, "code", filter.getCode());
            query.eq(filter.getName() != null, "name", filter.getName());
            query.eq(filter.getRemark() != null, "remark", filter.getRemark());
        }
        query.orderByAsc("id");
        IPage<SysRole> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public SysRole create(SysRole row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(SysRole row) {
        if (!hasChanges(row)) {
            return findByKey(row.getId()) != null;
        }
        return updateById(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long id) {
        return removeById(id);
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(SysRole row) {
        return row.getCode() != null
            || row.getName() != null
            || row.getRemark() != null;
    }
}
