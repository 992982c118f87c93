package com.example.ext.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.LambdaQueryWrapper;
import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.ext.common.ConflictException;
import com.example.ext.common.InvalidRequestException;
import com.example.ext.common.PageResponse;
import com.example.ext.common.RowChanges;
import com.example.ext.entity.SysRole;
import com.example.ext.mapper.SysRoleMapper;
import com.example.ext.service.SysRoleService;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link SysRoleService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class SysRoleServiceImpl extends ServiceImpl<SysRoleMapper, SysRole> implements SysRoleService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public SysRoleServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public SysRole findByKey(Long id) {
        return getById(id);
    }

    @Override
    public SysRole findByCode(String code) {
        return getOne(Wrappers.lambdaQuery(SysRole.class).eq(SysRole::getCode, code));
    }

    @Override
    public PageResponse<SysRole> page(SysRole filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        LambdaQueryWrapper<SysRole> query = Wrappers.lambdaQuery(SysRole.class);
        if (filter != null) {
            query.eq(filter.getId() != null, SysRole::getId, filter.getId());
            query.eq(filter.getCode() != null, SysRole::getCode, filter.getCode());
            query.eq(filter.getName() != null, SysRole::getName, filter.getName());
            query.eq(filter.getRemark() != null, SysRole::getRemark, filter.getRemark());
        }
        query.orderByAsc(SysRole::getId);
        IPage<SysRole> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResponse<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public SysRole create(SysRole row) {
        row.setId(null); // the database fills it
        checkUnique(row, false);
        if (row.getCode() == null
            && row.getName() == null
            && row.getRemark() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        SysRole stored = findByKey(row.getId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public SysRole update(SysRole row) {
        rowChanges.check(row);
        checkUnique(row, true);
        Long id = row.getId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<SysRole> replace = Wrappers.lambdaUpdate(SysRole.class).eq(SysRole::getId, id);
        replace.set(row.getCode() == null, SysRole::getCode, null);
        replace.set(row.getName() == null, SysRole::getName, null);
        replace.set(row.getRemark() == null, SysRole::getRemark, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(id);
    }

    @Override
    @Transactional
    public SysRole patch(Long id, Map<String, Object> changes) {
        SysRole row = findByKey(id);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setId(id);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long id) {
        return removeById(id);
    }

    /**
     * Refuse {@code row} when another row holds the values of one of its unique keys (409,
     * naming the fields); {@code update}: the row with {@code row}'s key is not "another".
     */
    private void checkUnique(SysRole row, boolean update) {
        if (row.getCode() != null) {
            SysRole other = findByCode(row.getCode());
            if (other != null && !(update && Objects.equals(other.getId(), row.getId()))) {
                Map<String, String> errors = new LinkedHashMap<>();
                errors.put("code", "is taken");
                throw new ConflictException("sys_role.code is taken: another row has the same value",
                    errors, null);
            }
        }
    }
}
