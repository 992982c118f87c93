package com.example.ext.service.impl;

import com.example.ext.common.PageResult;
import com.example.ext.entity.AppSetting;
import com.example.ext.mapper.AppSettingMapper;
import com.example.ext.service.AppSettingService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link AppSettingService} over {@link AppSettingMapper}.
 */
@Service
public class AppSettingServiceImpl implements AppSettingService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final AppSettingMapper mapper;

    public AppSettingServiceImpl(AppSettingMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public AppSetting findByKey(String key) {
        return mapper.selectByKey(key);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<AppSetting> page(AppSetting filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<AppSetting> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public AppSetting create(AppSetting row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<AppSetting> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(AppSetting row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getKey()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(String key) {
        return mapper.deleteByKey(key) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(AppSetting row) {
        return row.getValue() != null
            || row.getOrder() != null
            || row.getUpdatedAt() != null;
    }
}
