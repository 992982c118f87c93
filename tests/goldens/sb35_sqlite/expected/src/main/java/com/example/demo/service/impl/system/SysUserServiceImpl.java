package com.example.demo.service.impl.system;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.PageResponse;
import com.example.demo.entity.system.SysUser;
import com.example.demo.mapper.system.SysUserMapper;
import com.example.demo.service.system.SysUserService;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link SysUserService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class SysUserServiceImpl extends ServiceImpl<SysUserMapper, SysUser> implements SysUserService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public SysUser findByKey(Long id) {
        return getById(id);
    }

    @Override
    public SysUser findByUsername(String username) {
        return getOne(new QueryWrapper<SysUser>().eq("username", username));
    }

    @Override
    public PageResponse<SysUser> page(SysUser filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        QueryWrapper<SysUser> query = new QueryWrapper<>();
        if (filter != null) {
            query.eq(filter.getId() != null, "id", filter.getId());
            query.eq(filter.getUsername() != null, "username", filter.getUsername());
            query.eq(filter.getEmail() != null, "email", filter.getEmail());
            query.eq(filter.getPasswordHash() != null, "password_hash", filter.getPasswordHash());
            query.eq(filter.getIsActive() != null, "is_active", filter.getIsActive());
            query.eq(filter.getCreatedAt() != null, "created_at", filter.getCreatedAt());
            query.eq(filter.getUpdatedAt() != null, "updated_at", filter.getUpdatedAt());
        }
        query.orderByAsc("id");
        IPage<SysUser> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResponse<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public SysUser create(SysUser row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(SysUser row) {
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
    private static boolean hasChanges(SysUser row) {
        return row.getUsername() != null
            || row.getEmail() != null
            || row.getPasswordHash() != null
            || row.getIsActive() != null
            || row.getAvatar() != null
            || row.getCreatedAt() != null
            || row.getUpdatedAt() != null;
    }
}
