package com.example.sakila.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.sakila.common.PageResponse;
import com.example.sakila.entity.Staff;

/**
 * Business operations on Staff ({@link Staff}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface StaffService extends IService<Staff> {

    /** The row with the given key, or {@code null}. */
    Staff findByKey(Integer staffId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResponse<Staff> page(Staff filter, long page, long size);

    /** Insert {@code row} and return it with its generated key. */
    Staff create(Staff row);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(Staff row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Integer staffId);
}
