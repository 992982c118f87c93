package com.example.sakila.service;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Staff;
import java.util.List;

/**
 * Business operations on Staff ({@link Staff}).
 */
public interface StaffService {

    /** The row with the given key, or {@code null}. */
    Staff findByKey(Integer staffId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<Staff> page(Staff filter, long page, long size);

    /** Insert {@code row} and return it with its generated key. */
    Staff create(Staff row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<Staff> rows);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(Staff row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Integer staffId);
}
