package com.example.demo.service.impl.system;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.PageResult;
import com.example.demo.entity.system.SysRole;
import com.example.demo.mapper.system.SysRoleMapper;
import com.example.demo.service.system.SysRoleService;
import java.util.List;
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
        IPage<SysRole> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
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

    @Override
    @Transactional
    public int createBatch(List<SysRole> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public SysRole upsert(SysRole row) {
        if (row.getId() == null) {
            save(row);
            return row;
        }
        getBaseMapper().upsert(row);
        return findByKey(row.getId());
    }
}
