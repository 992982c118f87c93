package com.example.demo.entity.shop;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDate;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Shop product
 * <p>Table: {@code shop_product}</p>
 */
@Data
@Schema(description = "Shop product")
@JsonPropertyOrder({
    "id",
    "categoryId",
    "sku",
    "name",
    "price",
    "weightKg",
    "onSale",
    "releaseDate",
    "image",
    "description",
})
public class ShopProduct implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column id (primary key) */
    private Long id;

    /** Column category_id */
    @NotNull
    private Long categoryId;

    /** Column sku */
    @NotBlank
    @Size(max = 32)
    private String sku;

    /** Column name */
    @NotBlank
    @Size(max = 200)
    private String name;

    /** Column price */
    @NotNull
    @Digits(integer = 8, fraction = 2)
    private BigDecimal price;

    /** Column weight_kg */
    @Digits(integer = 5, fraction = 3)
    private BigDecimal weightKg;

    /** Column on_sale */
    private Boolean onSale;

    /** Column release_date */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE)
    private LocalDate releaseDate;

    /** Column image */
    private byte[] image;

    /** Column description */
    private String description;
}
