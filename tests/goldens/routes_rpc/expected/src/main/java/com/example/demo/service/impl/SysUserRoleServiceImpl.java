package com.example.demo.service.impl;

import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.InvalidRequestException;
import com.example.demo.common.PageResult;
import com.example.demo.common.RowChanges;
import com.example.demo.entity.SysUserRole;
import com.example.demo.mapper.SysUserRoleMapper;
import com.example.demo.service.SysUserRoleService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link SysUserRoleService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class SysUserRoleServiceImpl extends ServiceImpl<SysUserRoleMapper, SysUserRole> implements SysUserRoleService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public SysUserRoleServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public SysUserRole findByKey(Long userId, Long roleId) {
        return getOne(Wrappers.lambdaQuery(SysUserRole.class).eq(SysUserRole::getUserId, userId).eq(SysUserRole::getRoleId, roleId));
    }

    @Override
    public PageResult<SysUserRole> page(SysUserRole filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        IPage<SysUserRole> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public SysUserRole create(SysUserRole row) {
        if (row.getUserId() == null
            && row.getRoleId() == null
            && row.getGrantedAt() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        SysUserRole stored = findByKey(row.getUserId(), row.getRoleId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public SysUserRole update(SysUserRole row) {
        rowChanges.check(row);
        Long userId = row.getUserId();
        Long roleId = row.getRoleId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<SysUserRole> replace = Wrappers.lambdaUpdate(SysUserRole.class).eq(SysUserRole::getUserId, userId).eq(SysUserRole::getRoleId, roleId);
        replace.set(row.getGrantedAt() == null, SysUserRole::getGrantedAt, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(userId, roleId);
    }

    @Override
    @Transactional
    public SysUserRole patch(Long userId, Long roleId, Map<String, Object> changes) {
        SysUserRole row = findByKey(userId, roleId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setUserId(userId);
        row.setRoleId(roleId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long userId, Long roleId) {
        return remove(Wrappers.lambdaQuery(SysUserRole.class).eq(SysUserRole::getUserId, userId).eq(SysUserRole::getRoleId, roleId));
    }

    @Override
    @Transactional
    public int createBatch(List<SysUserRole> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public SysUserRole upsert(SysUserRole row) {
        getBaseMapper().upsert(row);
        return findByKey(row.getUserId(), row.getRoleId());
    }
}
