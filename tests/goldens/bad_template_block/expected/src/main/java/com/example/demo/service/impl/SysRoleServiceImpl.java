package com.example.demo.service.impl;

import com.example.demo.common.ConflictException;
import com.example.demo.common.InvalidRequestException;
import com.example.demo.common.PageResult;
import com.example.demo.common.RowChanges;
import com.example.demo.entity.SysRole;
import com.example.demo.mapper.SysRoleMapper;
import com.example.demo.service.SysRoleService;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link SysRoleService} over {@link SysRoleMapper}.
 */
@Service
public class SysRoleServiceImpl implements SysRoleService {

    private static final long MAX_PAGE_SIZE = 500;

    private final SysRoleMapper mapper;
    private final RowChanges rowChanges;

    public SysRoleServiceImpl(SysRoleMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public SysRole findByKey(Long id) {
        return mapper.selectByKey(id);
    }

    @Override
    @Transactional(readOnly = true)
    public SysRole findByCode(String code) {
        return mapper.selectByCode(code);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<SysRole> page(SysRole filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        long total = mapper.count(filter);
        List<SysRole> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public SysRole create(SysRole row) {
        checkUnique(row, false);
        mapper.insert(row);
        SysRole stored = mapper.selectByKey(row.getId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<SysRole> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public SysRole update(SysRole row) {
        rowChanges.check(row);
        checkUnique(row, true);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getId());
    }

    @Override
    @Transactional
    public SysRole patch(Long id, Map<String, Object> changes) {
        SysRole row = mapper.selectByKey(id);
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
        return mapper.deleteByKey(id) > 0;
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
