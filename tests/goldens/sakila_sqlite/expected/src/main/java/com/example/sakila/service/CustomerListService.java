package com.example.sakila.service;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.CustomerList;

/**
 * Business operations on Customer list ({@link CustomerList}).
 */
public interface CustomerListService {

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<CustomerList> page(CustomerList filter, long page, long size);
}
