package com.example.demo.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.demo.common.PageResult;
import com.example.demo.entity.Setting;

/**
 * Business operations on App setting ({@link Setting}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface SettingService extends IService<Setting> {

    /** The row with the given key, or {@code null}. */
    Setting findByKey(String key);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<Setting> page(Setting filter, long page, long size);

    /** Insert {@code row} and return it. */
    Setting create(Setting row);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(Setting row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(String key);
}
