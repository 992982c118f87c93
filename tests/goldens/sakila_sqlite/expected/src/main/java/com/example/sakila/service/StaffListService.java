package com.example.sakila.service;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.StaffList;

/**
 * Business operations on Staff list ({@link StaffList}).
 */
public interface StaffListService {

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<StaffList> page(StaffList filter, long page, long size);
}
