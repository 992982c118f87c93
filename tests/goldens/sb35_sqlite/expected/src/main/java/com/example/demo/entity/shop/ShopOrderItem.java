package com.example.demo.entity.shop;

import com.baomidou.mybatisplus.annotation.FieldStrategy;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableName;
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
@TableName("shop_order_item")
public class ShopOrderItem implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column order_id (primary key) */
    @NotNull
    @TableField(updateStrategy = FieldStrategy.NEVER)
    private Long orderId;

    /** Column line_no (primary key) */
    @NotNull
    @TableField(updateStrategy = FieldStrategy.NEVER)
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
