package com.example.ext.service.impl;

import com.example.ext.common.PageResult;
import com.example.ext.entity.SysRole;
import com.example.ext.mapper.SysRoleMapper;
import com.example.ext.service.SysRoleService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link SysRoleService} over {@link SysRoleMapper}.
 */
@Service
public class SysRoleServiceImpl implements SysRoleService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final SysRoleMapper mapper;

    public SysRoleServiceImpl(SysRoleMapper mapper) {
        this.mapper = mapper;
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
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<SysRole> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public SysRole create(SysRole row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<SysRole> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(SysRole row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long id) {
        return mapper.deleteByKey(id) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(SysRole row) {
        return row.getCode() != null
            || row.getName() != null
            || row.getRemark() != null;
    }
}
