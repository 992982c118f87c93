package com.example.demo.service.impl.system;

import com.example.demo.common.InvalidRequestException;
import com.example.demo.common.PageResult;
import com.example.demo.common.RowChanges;
import com.example.demo.entity.system.SysUserRole;
import com.example.demo.mapper.system.SysUserRoleMapper;
import com.example.demo.service.system.SysUserRoleService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link SysUserRoleService} over {@link SysUserRoleMapper}.
 */
@Service
public class SysUserRoleServiceImpl implements SysUserRoleService {

    private static final long MAX_PAGE_SIZE = 500;

    private final SysUserRoleMapper mapper;
    private final RowChanges rowChanges;

    public SysUserRoleServiceImpl(SysUserRoleMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public SysUserRole findByKey(Long userId, Long roleId) {
        return mapper.selectByKey(userId, roleId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<SysUserRole> page(SysUserRole filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        long total = mapper.count(filter);
        List<SysUserRole> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public SysUserRole create(SysUserRole row) {
        mapper.insert(row);
        SysUserRole stored = mapper.selectByKey(row.getUserId(), row.getRoleId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<SysUserRole> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public SysUserRole update(SysUserRole row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getUserId(), row.getRoleId());
    }

    @Override
    @Transactional
    public SysUserRole patch(Long userId, Long roleId, Map<String, Object> changes) {
        SysUserRole row = mapper.selectByKey(userId, roleId);
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
        return mapper.deleteByKey(userId, roleId) > 0;
    }
}
