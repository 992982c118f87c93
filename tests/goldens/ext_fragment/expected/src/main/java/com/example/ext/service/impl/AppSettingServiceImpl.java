package com.example.ext.service.impl;

import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.ext.common.PageResult;
import com.example.ext.entity.AppSetting;
import com.example.ext.mapper.AppSettingMapper;
import com.example.ext.service.AppSettingService;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link AppSettingService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class AppSettingServiceImpl extends ServiceImpl<AppSettingMapper, AppSetting> implements AppSettingService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public AppSetting findByKey(String key) {
        return getById(key);
    }

    @Override
    public PageResult<AppSetting> page(AppSetting filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        IPage<AppSetting> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public AppSetting create(AppSetting row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(AppSetting row) {
        if (!hasChanges(row)) {
            return findByKey(row.getKey()) != null;
        }
        return updateById(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(String key) {
        return removeById(key);
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(AppSetting row) {
        return row.getValue() != null
            || row.getOrder() != null
            || row.getUpdatedAt() != null;
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
