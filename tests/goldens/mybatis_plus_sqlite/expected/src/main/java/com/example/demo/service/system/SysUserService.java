package com.example.demo.service.system;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.demo.common.PageResult;
import com.example.demo.entity.system.SysUser;

/**
 * Business operations on Sys user ({@link SysUser}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface SysUserService extends IService<SysUser> {

    /** The row with the given key, or {@code null}. */
    SysUser findByKey(Long id);

    /** The row with the given username (a unique key), or {@code null}. */
    SysUser findByUsername(String username);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<SysUser> page(SysUser filter, long page, long size);

    /** Insert {@code row} and return it with its generated key. */
    SysUser create(SysUser row);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(SysUser row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long id);
}
