package com.example.demo.dto;

import com.example.demo.entity.ProductSales;

/**
 * What a client sends to create or update V product sales (request body).
 */
public record ProductSalesRequest(
) {

    /** A new {@link ProductSales} holding this request's fields. */
    public ProductSales toEntity() {
        ProductSales entity = new ProductSales();
        return entity;
    }
}
