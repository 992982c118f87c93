package com.example.clash.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.clash.common.PageResult;
import com.example.clash.entity.Record;
import java.util.List;

/**
 * Business operations on Record ({@link Record}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface RecordService extends IService<Record> {

    /** The row with the given key, or {@code null}. */
    Record findByKey(Long id);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<Record> page(Record filter, long page, long size);

    /** Insert {@code row} and return it with its generated key. */
    Record create(Record row);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(Record row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long id);

    /** Insert several rows in one statement; returns how many were inserted. */
    int createBatch(List<Record> rows);

    /** Insert {@code row}, or update the existing row with its key; returns the row as stored. */
    Record upsert(Record row);
}
