package com.example.sakila.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Staff;
import java.util.List;
import java.util.Map;

/**
 * Business operations on Staff ({@link Staff}), on top of
 * MyBatis-Plus' {@link IService}.
 *
 * @author Genix Golden
 */
public interface StaffService extends IService<Staff> {

    /** The row with the given key, or {@code null}. */
    Staff findByKey(Integer staffId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<Staff> page(Staff filter, long page, long size);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns and the generated key included). */
    Staff create(Staff row);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    Staff update(Staff row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    Staff patch(Integer staffId, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Integer staffId);

    /** Insert several rows in one statement; returns how many were inserted. */
    int createBatch(List<Staff> rows);

    /** Insert {@code row}, or update the existing row with its key; returns the row as stored. */
    Staff upsert(Staff row);
}
