package com.example.sakila.service;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.SalesByFilmCategory;

/**
 * Business operations on Sales by film category ({@link SalesByFilmCategory}).
 */
public interface SalesByFilmCategoryService {

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<SalesByFilmCategory> page(SalesByFilmCategory filter, long page, long size);
}
