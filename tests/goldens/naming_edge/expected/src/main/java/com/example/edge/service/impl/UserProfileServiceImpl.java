package com.example.edge.service.impl;

import com.example.edge.common.PageResult;
import com.example.edge.entity.UserProfile;
import com.example.edge.mapper.UserProfileMapper;
import com.example.edge.service.UserProfileService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link UserProfileService} over {@link UserProfileMapper}.
 */
@Service
public class UserProfileServiceImpl implements UserProfileService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final UserProfileMapper mapper;

    public UserProfileServiceImpl(UserProfileMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public UserProfile findByKey(Long id) {
        return mapper.selectByKey(id);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<UserProfile> page(UserProfile filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<UserProfile> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public UserProfile create(UserProfile row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<UserProfile> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(UserProfile row) {
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
    private static boolean hasChanges(UserProfile row) {
        return row.getFirstName() != null
            || row.getClass_() != null
            || row.getDefault_() != null
            || row.get_2faCode() != null
            || row.getOrder() != null
            || row.get用户名() != null
            || row.getAValue() != null
            || row.getUrl() != null;
    }
}
