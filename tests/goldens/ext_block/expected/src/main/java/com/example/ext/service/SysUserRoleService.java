package com.example.ext.service;

import com.example.ext.common.PageResult;
import com.example.ext.entity.SysUserRole;
import java.util.List;

/**
 * Business operations on Sys user role ({@link SysUserRole}).
 */
public interface SysUserRoleService {

    /** The row with the given key, or {@code null}. */
    SysUserRole findByKey(Long userId, Long roleId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<SysUserRole> page(SysUserRole filter, long page, long size);

    /** Insert {@code row} and return it. */
    SysUserRole create(SysUserRole row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<SysUserRole> rows);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(SysUserRole row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long userId, Long roleId);
}
