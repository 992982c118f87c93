package com.example.demo.dto.shop;

import com.example.demo.entity.shop.ShopOrderItem;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.math.BigDecimal;

/**
 * Shop order item as the API returns it (response body).
 *
 * @param orderId column order_id (primary key)
 * @param lineNo column line_no (primary key)
 * @param productId column product_id
 * @param quantity column quantity
 * @param unitPrice column unit_price
 */
@JsonPropertyOrder({
    "orderId",
    "lineNo",
    "productId",
    "quantity",
    "unitPrice",
})
public record ShopOrderItemResponse(
        Long orderId,
        Long lineNo,
        Long productId,
        Long quantity,
        BigDecimal unitPrice
) {

    /** The response form of {@code entity}. */
    public static ShopOrderItemResponse of(ShopOrderItem entity) {
        return new ShopOrderItemResponse(
            entity.getOrderId(),
            entity.getLineNo(),
            entity.getProductId(),
            entity.getQuantity(),
            entity.getUnitPrice());
    }
}
