package com.example.demo.dto.shop;

import com.example.demo.entity.shop.ShopOrderItem;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotNull;
import java.math.BigDecimal;

/**
 * What a client sends to create or update Shop order item (request body).
 *
 * @param orderId column order_id
 * @param lineNo column line_no
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
public record ShopOrderItemRequest(
        @NotNull Long orderId,
        @NotNull Long lineNo,
        @NotNull Long productId,
        Long quantity,
        @NotNull @Digits(integer = 8, fraction = 2) BigDecimal unitPrice
) {

    /** A new {@link ShopOrderItem} holding this request's fields. */
    public ShopOrderItem toEntity() {
        ShopOrderItem entity = new ShopOrderItem();
        entity.setOrderId(orderId);
        entity.setLineNo(lineNo);
        entity.setProductId(productId);
        entity.setQuantity(quantity);
        entity.setUnitPrice(unitPrice);
        return entity;
    }
}
