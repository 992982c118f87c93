package com.example.clash.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.clash.common.PageResult;
import com.example.clash.entity.Record;
import java.util.List;
import java.util.Map;

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
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<Record> page(Record filter, long page, long size);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns and the generated key included). */
    Record create(Record row);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    Record update(Record row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    Record patch(Long id, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long id);

    /** Insert several rows in one statement; returns how many were inserted. */
    int createBatch(List<Record> rows);

    /** Insert {@code row}, or update the existing row with its key; returns the row as stored. */
    Record upsert(Record row);
}
