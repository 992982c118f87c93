package com.example.ext.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.ext.common.PageResponse;
import com.example.ext.entity.AppSetting;
import com.example.ext.mapper.AppSettingMapper;
import com.example.ext.service.AppSettingService;
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
    public PageResponse<AppSetting> page(AppSetting filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        QueryWrapper<AppSetting> query = new QueryWrapper<>();
        if (filter != null) {
            query.eq(filter.getKey() != null, "\"key\"", filter.getKey());
            query.eq(filter.getOrder() != null, "\"order\"", filter.getOrder());
            query.eq(filter.getUpdatedAt() != null, "updated_at", filter.getUpdatedAt());
        }
        query.orderByAsc("\"key\"");
        IPage<AppSetting> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResponse<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
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
}
