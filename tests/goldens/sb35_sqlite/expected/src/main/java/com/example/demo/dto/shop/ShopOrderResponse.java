package com.example.demo.dto.shop;

import com.example.demo.entity.shop.ShopOrder;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;

/**
 * Shop order as the API returns it (response body).
 *
 * @param id column id (primary key)
 * @param userId column user_id
 * @param orderNo column order_no
 * @param status column status
 * @param totalAmount column total_amount
 * @param paid column paid
 * @param orderedAt column ordered_at
 * @param shipDate column ship_date
 * @param note column note
 */
@JsonPropertyOrder({
    "id",
    "userId",
    "orderNo",
    "status",
    "totalAmount",
    "paid",
    "orderedAt",
    "shipDate",
    "note",
})
public record ShopOrderResponse(
        Long id,
        Long userId,
        String orderNo,
        String status,
        BigDecimal totalAmount,
        Boolean paid,
        LocalDateTime orderedAt,
        LocalDate shipDate,
        String note
) {

    /** The response form of {@code entity}. */
    public static ShopOrderResponse of(ShopOrder entity) {
        return new ShopOrderResponse(
            entity.getId(),
            entity.getUserId(),
            entity.getOrderNo(),
            entity.getStatus(),
            entity.getTotalAmount(),
            entity.getPaid(),
            entity.getOrderedAt(),
            entity.getShipDate(),
            entity.getNote());
    }
}
