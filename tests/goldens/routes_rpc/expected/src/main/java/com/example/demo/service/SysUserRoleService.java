package com.example.demo.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.demo.common.PageResult;
import com.example.demo.entity.SysUserRole;
import java.util.List;
import java.util.Map;

/**
 * Business operations on Sys user role ({@link SysUserRole}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface SysUserRoleService extends IService<SysUserRole> {

    /** The row with the given key, or {@code null}. */
    SysUserRole findByKey(Long userId, Long roleId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<SysUserRole> page(SysUserRole filter, long page, long size);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns included). */
    SysUserRole create(SysUserRole row);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    SysUserRole update(SysUserRole row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    SysUserRole patch(Long userId, Long roleId, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long userId, Long roleId);

    /** Insert several rows in one statement; returns how many were inserted. */
    int createBatch(List<SysUserRole> rows);

    /** Insert {@code row}, or update the existing row with its key; returns the row as stored. */
    SysUserRole upsert(SysUserRole row);
}
