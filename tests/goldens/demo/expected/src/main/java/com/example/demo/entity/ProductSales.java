package com.example.demo.entity;

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
public class ProductSales implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column product_id */
    private Long productId;

    /** Column product_name */
    private String productName;

    /** Column units_sold */
    private Long unitsSold;

    /** Column revenue */
    private BigDecimal revenue;
}
