package com.example.demo.service;

import com.example.demo.common.PageResult;
import com.example.demo.entity.OkTable;
import java.util.List;
import java.util.Map;

/**
 * Business operations on Ok table ({@link OkTable}).
 */
public interface OkTableService {

    /** The row with the given key, or {@code null}. */
    OkTable findByKey(Long id);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<OkTable> page(OkTable filter, long page, long size);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns included). */
    OkTable create(OkTable row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<OkTable> rows);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    OkTable update(OkTable row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    OkTable patch(Long id, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long id);
}
