package com.example.demo.dto.shop;

import com.example.demo.entity.shop.ShopOrder;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;

/**
 * What a client sends to create or update Shop order (request body).
 *
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
    "userId",
    "orderNo",
    "status",
    "totalAmount",
    "paid",
    "orderedAt",
    "shipDate",
    "note",
})
public record ShopOrderRequest(
        @NotNull Long userId,
        @NotBlank @Size(max = 32) String orderNo,
        @Size(max = 16) String status,
        @Digits(integer = 10, fraction = 2) BigDecimal totalAmount,
        Boolean paid,
        @NotNull LocalDateTime orderedAt,
        LocalDate shipDate,
        @Size(max = 500) String note
) {

    /** A new {@link ShopOrder} holding this request's fields. */
    public ShopOrder toEntity() {
        ShopOrder entity = new ShopOrder();
        entity.setUserId(userId);
        entity.setOrderNo(orderNo);
        entity.setStatus(status);
        entity.setTotalAmount(totalAmount);
        entity.setPaid(paid);
        entity.setOrderedAt(orderedAt);
        entity.setShipDate(shipDate);
        entity.setNote(note);
        return entity;
    }
}
