package com.ruoyi.system.service;

import com.ruoyi.system.domain.SysPost;
import java.util.List;
import java.util.Map;

/**
 * Business operations on 岗位信息表 ({@link SysPost}).
 */
public interface IBizPostService {

    /** The row with the given key, or {@code null}. */
    SysPost findByKey(Long postId);

    /** The rows whose columns equal the non-null fields of {@code filter}, in key order. */
    List<SysPost> list(SysPost filter);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns and the generated key included). */
    SysPost create(SysPost row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<SysPost> rows);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    SysPost update(SysPost row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    SysPost patch(Long postId, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long postId);
}
