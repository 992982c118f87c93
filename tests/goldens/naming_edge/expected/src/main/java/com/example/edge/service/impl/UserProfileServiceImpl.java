package com.example.edge.service.impl;

import com.example.edge.common.InvalidRequestException;
import com.example.edge.common.PageResult;
import com.example.edge.common.RowChanges;
import com.example.edge.entity.UserProfile;
import com.example.edge.mapper.UserProfileMapper;
import com.example.edge.service.UserProfileService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link UserProfileService} over {@link UserProfileMapper}.
 */
@Service
public class UserProfileServiceImpl implements UserProfileService {

    private static final long MAX_PAGE_SIZE = 500;

    private final UserProfileMapper mapper;
    private final RowChanges rowChanges;

    public UserProfileServiceImpl(UserProfileMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public UserProfile findByKey(Long id) {
        return mapper.selectByKey(id);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<UserProfile> page(UserProfile filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
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
        UserProfile stored = mapper.selectByKey(row.getId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<UserProfile> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public UserProfile update(UserProfile row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getId());
    }

    @Override
    @Transactional
    public UserProfile patch(Long id, Map<String, Object> changes) {
        UserProfile row = mapper.selectByKey(id);
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
}
