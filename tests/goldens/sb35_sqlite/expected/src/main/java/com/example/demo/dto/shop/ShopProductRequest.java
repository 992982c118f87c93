package com.example.demo.dto.shop;

import com.example.demo.entity.shop.ShopProduct;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * What a client sends to create or update Shop product (request body).
 *
 * @param categoryId column category_id
 * @param sku column sku
 * @param name column name
 * @param price column price
 * @param weightKg column weight_kg
 * @param onSale column on_sale
 * @param releaseDate column release_date
 * @param image column image
 * @param description column description
 */
@JsonPropertyOrder({
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
public record ShopProductRequest(
        @NotNull Long categoryId,
        @NotBlank @Size(max = 32) String sku,
        @NotBlank @Size(max = 200) String name,
        @NotNull @Digits(integer = 8, fraction = 2) BigDecimal price,
        @Digits(integer = 5, fraction = 3) BigDecimal weightKg,
        Boolean onSale,
        LocalDate releaseDate,
        byte[] image,
        String description
) {

    /** A new {@link ShopProduct} holding this request's fields. */
    public ShopProduct toEntity() {
        ShopProduct entity = new ShopProduct();
        entity.setCategoryId(categoryId);
        entity.setSku(sku);
        entity.setName(name);
        entity.setPrice(price);
        entity.setWeightKg(weightKg);
        entity.setOnSale(onSale);
        entity.setReleaseDate(releaseDate);
        entity.setImage(image);
        entity.setDescription(description);
        return entity;
    }
}
