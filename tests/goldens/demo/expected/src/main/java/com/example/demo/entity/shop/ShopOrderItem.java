package com.example.demo.entity.shop;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotNull;
import java.io.Serializable;
import java.math.BigDecimal;
import lombok.Data;

/**
 * Shop order item
 * <p>Table: {@code shop_order_item}</p>
 */
@Data
@Schema(description = "Shop order item")
@JsonPropertyOrder({
    "orderId",
    "lineNo",
    "productId",
    "quantity",
    "unitPrice",
})
public class ShopOrderItem implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column order_id (primary key) */
    @NotNull
    private Long orderId;

    /** Column line_no (primary key) */
    @NotNull
    private Long lineNo;

    /** Column product_id */
    @NotNull
    private Long productId;

    /** Column quantity */
    private Long quantity;

    /** Column unit_price */
    @NotNull
    @Digits(integer = 8, fraction = 2)
    private BigDecimal unitPrice;
}
