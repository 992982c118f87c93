package com.example.demo.entity;

import com.baomidou.mybatisplus.annotation.FieldStrategy;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import java.math.BigDecimal;
import lombok.Data;

/**
 * V product sales
 * <p>View: {@code v_product_sales}</p>
 */
@Data
@Schema(description = "V product sales")
@JsonPropertyOrder({
    "productId",
    "productName",
    "unitsSold",
    "revenue",
})
@TableName("v_product_sales")
public class ProductSales implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column product_id */
    @TableField(insertStrategy = FieldStrategy.NEVER, updateStrategy = FieldStrategy.NEVER)
    private Long productId;

    /** Column product_name */
    @TableField(insertStrategy = FieldStrategy.NEVER, updateStrategy = FieldStrategy.NEVER)
    private String productName;

    /** Column units_sold */
    @TableField(insertStrategy = FieldStrategy.NEVER, updateStrategy = FieldStrategy.NEVER)
    private Long unitsSold;

    /** Column revenue */
    @TableField(insertStrategy = FieldStrategy.NEVER, updateStrategy = FieldStrategy.NEVER)
    private BigDecimal revenue;
}
