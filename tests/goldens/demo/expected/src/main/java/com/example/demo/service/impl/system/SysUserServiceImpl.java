package com.example.demo.service.impl.system;

import com.example.demo.common.PageResult;
import com.example.demo.entity.system.SysUser;
import com.example.demo.mapper.system.SysUserMapper;
import com.example.demo.service.system.SysUserService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link SysUserService} over {@link SysUserMapper}.
 */
@Service
public class SysUserServiceImpl implements SysUserService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final SysUserMapper mapper;

    public SysUserServiceImpl(SysUserMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public SysUser findByKey(Long id) {
        return mapper.selectByKey(id);
    }

    @Override
    @Transactional(readOnly = true)
    public SysUser findByUsername(String username) {
        return mapper.selectByUsername(username);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<SysUser> page(SysUser filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<SysUser> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public SysUser create(SysUser row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<SysUser> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(SysUser row) {
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
