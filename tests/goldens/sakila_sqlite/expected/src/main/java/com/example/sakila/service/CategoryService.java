package com.example.sakila.service;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Category;
import java.util.List;
import java.util.Map;

/**
 * Business operations on Category ({@link Category}).
 */
public interface CategoryService {

    /** The row with the given key, or {@code null}. */
    Category findByKey(Long categoryId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<Category> page(Category filter, long page, long size);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns and the generated key included). */
    Category create(Category row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<Category> rows);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    Category update(Category row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    Category patch(Long categoryId, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long categoryId);
}
