package com.example.demo.service;

import com.example.demo.common.PageResult;
import com.example.demo.entity.ProductSales;

/**
 * Business operations on V product sales ({@link ProductSales}).
 */
public interface ProductSalesService {

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<ProductSales> page(ProductSales filter, long page, long size);
}
