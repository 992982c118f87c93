package com.example.demo.dto;

import com.example.demo.entity.ProductSales;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.math.BigDecimal;

/**
 * V product sales as the API returns it (response body).
 *
 * @param productId column product_id
 * @param productName column product_name
 * @param unitsSold column units_sold
 * @param revenue column revenue
 */
@JsonPropertyOrder({
    "productId",
    "productName",
    "unitsSold",
    "revenue",
})
public record ProductSalesResponse(
        Long productId,
        String productName,
        Long unitsSold,
        BigDecimal revenue
) {

    /** The response form of {@code entity}. */
    public static ProductSalesResponse of(ProductSales entity) {
        return new ProductSalesResponse(
            entity.getProductId(),
            entity.getProductName(),
            entity.getUnitsSold(),
            entity.getRevenue());
    }
}
