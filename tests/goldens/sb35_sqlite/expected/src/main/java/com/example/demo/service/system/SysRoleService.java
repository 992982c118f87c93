package com.example.demo.service.system;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.demo.common.PageResponse;
import com.example.demo.entity.system.SysRole;
import java.util.Map;

/**
 * Business operations on Sys role ({@link SysRole}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface SysRoleService extends IService<SysRole> {

    /** The row with the given key, or {@code null}. */
    SysRole findByKey(Long id);

    /** The row with the given code (a unique key), or {@code null}. */
    SysRole findByCode(String code);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResponse<SysRole> page(SysRole filter, long page, long size);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns and the generated key included). */
    SysRole create(SysRole row);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    SysRole update(SysRole row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    SysRole patch(Long id, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long id);
}
