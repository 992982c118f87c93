package com.example.demo.service.impl;

import com.example.demo.common.PageResult;
import com.example.demo.entity.Setting;
import com.example.demo.mapper.SettingMapper;
import com.example.demo.service.SettingService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link SettingService} over {@link SettingMapper}.
 */
@Service
public class SettingServiceImpl implements SettingService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final SettingMapper mapper;

    public SettingServiceImpl(SettingMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public Setting findByKey(String key) {
        return mapper.selectByKey(key);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Setting> page(Setting filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<Setting> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public Setting create(Setting row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<Setting> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(Setting row) {
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
    private static boolean hasChanges(Setting row) {
        return row.getValue() != null
            || row.getOrder() != null
            || row.getUpdatedAt() != null;
    }
}
