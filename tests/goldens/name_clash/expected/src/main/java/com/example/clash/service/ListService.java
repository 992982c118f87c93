package com.example.clash.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.clash.common.PageResult;
import com.example.clash.entity.List;

/**
 * Business operations on List ({@link List}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface ListService extends IService<List> {

    /** The row with the given key, or {@code null}. */
    List findByKey(Long id);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<List> page(List filter, long page, long size);

    /** Insert {@code row} and return it with its generated key. */
    List create(List row);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(List row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long id);

    /** Insert several rows in one statement; returns how many were inserted. */
    int createBatch(java.util.List<List> rows);

    /** Insert {@code row}, or update the existing row with its key; returns the row as stored. */
    List upsert(List row);
}
