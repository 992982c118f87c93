package com.example.ext.service;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.extension.service.IService;
import com.example.ext.common.PageResult;
import com.example.ext.entity.AppSetting;
import java.util.List;
import java.util.Map;

/**
 * App setting: our conventions (written by templates/service.java.jinja).
 */
public interface AppSettingService extends IService<AppSetting> {

    AppSetting findByKey(String key);

    PageResult<AppSetting> page(AppSetting filter, long page, long size);

    AppSetting create(AppSetting row);

    AppSetting update(AppSetting row);

    AppSetting patch(String key, Map<String, Object> changes);

    boolean deleteByKey(String key);

    /** Every row, in key order, at most {@code limit}. */
    default List<AppSetting> firstRows(int limit) {
        return list(new QueryWrapper<AppSetting>().last("LIMIT " + limit));
    }
}
