package com.example.edge.service;

import com.example.edge.common.PageResult;
import com.example.edge.entity.OrderSummary;

/**
 * Business operations on Order summary ({@link OrderSummary}).
 */
public interface OrderSummaryService {

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<OrderSummary> page(OrderSummary filter, long page, long size);
}
