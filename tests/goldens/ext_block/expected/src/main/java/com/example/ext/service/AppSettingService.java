package com.example.ext.service;

import com.example.ext.common.PageResult;
import com.example.ext.entity.AppSetting;
import java.util.List;

/**
 * Business operations on App setting ({@link AppSetting}).
 */
public interface AppSettingService {

    /** The row with the given key, or {@code null}. */
    AppSetting findByKey(String key);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<AppSetting> page(AppSetting filter, long page, long size);

    /** Insert {@code row} and return it. */
    AppSetting create(AppSetting row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<AppSetting> rows);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(AppSetting row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(String key);
}
