package com.example.demo.service.impl.system;

import com.baomidou.mybatisplus.core.conditions.query.LambdaQueryWrapper;
import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.ConflictException;
import com.example.demo.common.InvalidRequestException;
import com.example.demo.common.PageResponse;
import com.example.demo.common.RowChanges;
import com.example.demo.entity.system.SysUser;
import com.example.demo.mapper.system.SysUserMapper;
import com.example.demo.service.system.SysUserService;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link SysUserService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class SysUserServiceImpl extends ServiceImpl<SysUserMapper, SysUser> implements SysUserService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public SysUserServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public SysUser findByKey(Long id) {
        return getById(id);
    }

    @Override
    public SysUser findByUsername(String username) {
        return getOne(Wrappers.lambdaQuery(SysUser.class).eq(SysUser::getUsername, username));
    }

    @Override
    public PageResponse<SysUser> page(SysUser filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        LambdaQueryWrapper<SysUser> query = Wrappers.lambdaQuery(SysUser.class);
        if (filter != null) {
            query.eq(filter.getId() != null, SysUser::getId, filter.getId());
            query.eq(filter.getUsername() != null, SysUser::getUsername, filter.getUsername());
            query.eq(filter.getEmail() != null, SysUser::getEmail, filter.getEmail());
            query.eq(filter.getIsActive() != null, SysUser::getIsActive, filter.getIsActive());
            query.eq(filter.getCreatedAt() != null, SysUser::getCreatedAt, filter.getCreatedAt());
            query.eq(filter.getUpdatedAt() != null, SysUser::getUpdatedAt, filter.getUpdatedAt());
        }
        query.orderByAsc(SysUser::getId);
        IPage<SysUser> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResponse<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public SysUser create(SysUser row) {
        row.setId(null); // the database fills it
        checkUnique(row, false);
        if (row.getUsername() == null
            && row.getEmail() == null
            && row.getPasswordHash() == null
            && row.getIsActive() == null
            && row.getAvatar() == null
            && row.getCreatedAt() == null
            && row.getUpdatedAt() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        SysUser stored = findByKey(row.getId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public SysUser update(SysUser row) {
        rowChanges.check(row, "passwordHash");
        checkUnique(row, true);
        Long id = row.getId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<SysUser> replace = Wrappers.lambdaUpdate(SysUser.class).eq(SysUser::getId, id);
        replace.set(row.getUsername() == null, SysUser::getUsername, null);
        replace.set(row.getEmail() == null, SysUser::getEmail, null);
        replace.set(row.getIsActive() == null, SysUser::getIsActive, null);
        replace.set(row.getAvatar() == null, SysUser::getAvatar, null);
        replace.set(row.getCreatedAt() == null, SysUser::getCreatedAt, null);
        replace.set(row.getUpdatedAt() == null, SysUser::getUpdatedAt, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(id);
    }

    @Override
    @Transactional
    public SysUser patch(Long id, Map<String, Object> changes) {
        SysUser row = findByKey(id);
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
    private void checkUnique(SysUser row, boolean update) {
        if (row.getUsername() != null) {
            SysUser other = findByUsername(row.getUsername());
            if (other != null && !(update && Objects.equals(other.getId(), row.getId()))) {
                Map<String, String> errors = new LinkedHashMap<>();
                errors.put("username", "is taken");
                throw new ConflictException("sys_user.username is taken: another row has the same value",
                    errors, null);
            }
        }
    }
}
