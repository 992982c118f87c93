package com.example.demo.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.demo.common.PageResponse;
import com.example.demo.entity.ProductSales;

/**
 * Business operations on V product sales ({@link ProductSales}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface ProductSalesService extends IService<ProductSales> {

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResponse<ProductSales> page(ProductSales filter, long page, long size);
}
