package com.example.ext.service.impl;

import com.example.ext.common.InvalidRequestException;
import com.example.ext.common.PageResult;
import com.example.ext.common.RowChanges;
import com.example.ext.entity.AppSetting;
import com.example.ext.mapper.AppSettingMapper;
import com.example.ext.service.AppSettingService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link AppSettingService} over {@link AppSettingMapper}.
 */
@Service
public class AppSettingServiceImpl implements AppSettingService {

    private static final long MAX_PAGE_SIZE = 500;

    private final AppSettingMapper mapper;
    private final RowChanges rowChanges;

    public AppSettingServiceImpl(AppSettingMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public AppSetting findByKey(String key) {
        return mapper.selectByKey(key);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<AppSetting> page(AppSetting filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
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
        AppSetting stored = mapper.selectByKey(row.getKey());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<AppSetting> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public AppSetting update(AppSetting row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getKey());
    }

    @Override
    @Transactional
    public AppSetting patch(String key, Map<String, Object> changes) {
        AppSetting row = mapper.selectByKey(key);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setKey(key);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(String key) {
        return mapper.deleteByKey(key) > 0;
    }
}
