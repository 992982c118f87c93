package com.example.clash.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.clash.common.PageResult;
import com.example.clash.entity.List;
import java.util.Map;

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
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<List> page(List filter, long page, long size);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns and the generated key included). */
    List create(List row);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    List update(List row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    List patch(Long id, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long id);

    /** Insert several rows in one statement; returns how many were inserted. */
    int createBatch(java.util.List<List> rows);

    /** Insert {@code row}, or update the existing row with its key; returns the row as stored. */
    List upsert(List row);
}
