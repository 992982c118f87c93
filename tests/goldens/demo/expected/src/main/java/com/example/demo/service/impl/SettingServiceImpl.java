package com.example.demo.service.impl;

import com.example.demo.common.InvalidRequestException;
import com.example.demo.common.PageResult;
import com.example.demo.common.RowChanges;
import com.example.demo.entity.Setting;
import com.example.demo.mapper.SettingMapper;
import com.example.demo.service.SettingService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link SettingService} over {@link SettingMapper}.
 */
@Service
public class SettingServiceImpl implements SettingService {

    private static final long MAX_PAGE_SIZE = 500;

    private final SettingMapper mapper;
    private final RowChanges rowChanges;

    public SettingServiceImpl(SettingMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public Setting findByKey(String key) {
        return mapper.selectByKey(key);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Setting> page(Setting filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
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
        Setting stored = mapper.selectByKey(row.getKey());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<Setting> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public Setting update(Setting row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getKey());
    }

    @Override
    @Transactional
    public Setting patch(String key, Map<String, Object> changes) {
        Setting row = mapper.selectByKey(key);
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
