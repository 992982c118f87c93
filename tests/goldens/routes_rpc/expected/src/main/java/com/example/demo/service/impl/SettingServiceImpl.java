package com.example.demo.service.impl;

import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
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
 * Default implementation of {@link SettingService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class SettingServiceImpl extends ServiceImpl<SettingMapper, Setting> implements SettingService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public SettingServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public Setting findByKey(String key) {
        return getById(key);
    }

    @Override
    public PageResult<Setting> page(Setting filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        IPage<Setting> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Setting create(Setting row) {
        if (row.getKey() == null
            && row.getValue() == null
            && row.getOrder() == null
            && row.getUpdatedAt() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        Setting stored = findByKey(row.getKey());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public Setting update(Setting row) {
        rowChanges.check(row);
        String key = row.getKey();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<Setting> replace = Wrappers.lambdaUpdate(Setting.class).eq(Setting::getKey, key);
        replace.set(row.getValue() == null, Setting::getValue, null);
        replace.set(row.getOrder() == null, Setting::getOrder, null);
        replace.set(row.getUpdatedAt() == null, Setting::getUpdatedAt, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(key);
    }

    @Override
    @Transactional
    public Setting patch(String key, Map<String, Object> changes) {
        Setting row = findByKey(key);
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
        return removeById(key);
    }

    @Override
    @Transactional
    public int createBatch(List<Setting> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public Setting upsert(Setting row) {
        getBaseMapper().upsert(row);
        return findByKey(row.getKey());
    }
}
