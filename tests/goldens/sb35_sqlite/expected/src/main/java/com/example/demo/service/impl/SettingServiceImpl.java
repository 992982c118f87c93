package com.example.demo.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.PageResponse;
import com.example.demo.entity.Setting;
import com.example.demo.mapper.SettingMapper;
import com.example.demo.service.SettingService;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link SettingService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class SettingServiceImpl extends ServiceImpl<SettingMapper, Setting> implements SettingService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public Setting findByKey(String key) {
        return getById(key);
    }

    @Override
    public PageResponse<Setting> page(Setting filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        QueryWrapper<Setting> query = new QueryWrapper<>();
        if (filter != null) {
            query.eq(filter.getKey() != null, "\"key\"", filter.getKey());
            query.eq(filter.getOrder() != null, "\"order\"", filter.getOrder());
            query.eq(filter.getUpdatedAt() != null, "updated_at", filter.getUpdatedAt());
        }
        query.orderByAsc("\"key\"");
        IPage<Setting> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResponse<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Setting create(Setting row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(Setting row) {
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
    private static boolean hasChanges(Setting row) {
        return row.getValue() != null
            || row.getOrder() != null
            || row.getUpdatedAt() != null;
    }
}
