package com.example.ext.service.impl;

import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
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
 * Default implementation of {@link AppSettingService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class AppSettingServiceImpl extends ServiceImpl<AppSettingMapper, AppSetting> implements AppSettingService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public AppSettingServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public AppSetting findByKey(String key) {
        return getById(key);
    }

    @Override
    public PageResult<AppSetting> page(AppSetting filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        IPage<AppSetting> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public AppSetting create(AppSetting row) {
        if (row.getKey() == null
            && row.getValue() == null
            && row.getOrder() == null
            && row.getUpdatedAt() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        AppSetting stored = findByKey(row.getKey());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public AppSetting update(AppSetting row) {
        rowChanges.check(row);
        String key = row.getKey();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<AppSetting> replace = Wrappers.lambdaUpdate(AppSetting.class).eq(AppSetting::getKey, key);
        replace.set(row.getValue() == null, AppSetting::getValue, null);
        replace.set(row.getOrder() == null, AppSetting::getOrder, null);
        replace.set(row.getUpdatedAt() == null, AppSetting::getUpdatedAt, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(key);
    }

    @Override
    @Transactional
    public AppSetting patch(String key, Map<String, Object> changes) {
        AppSetting row = findByKey(key);
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
    public int createBatch(List<AppSetting> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public AppSetting upsert(AppSetting row) {
        getBaseMapper().upsert(row);
        return findByKey(row.getKey());
    }
}
