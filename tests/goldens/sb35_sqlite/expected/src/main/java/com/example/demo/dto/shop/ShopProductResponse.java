package com.example.demo.dto.shop;

import com.example.demo.entity.shop.ShopProduct;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * Shop product as the API returns it (response body).
 *
 * @param id column id (primary key)
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
public record ShopProductResponse(
        Long id,
        Long categoryId,
        String sku,
        String name,
        BigDecimal price,
        BigDecimal weightKg,
        Boolean onSale,
        LocalDate releaseDate,
        byte[] image,
        String description
) {

    /** The response form of {@code entity}. */
    public static ShopProductResponse of(ShopProduct entity) {
        return new ShopProductResponse(
            entity.getId(),
            entity.getCategoryId(),
            entity.getSku(),
            entity.getName(),
            entity.getPrice(),
            entity.getWeightKg(),
            entity.getOnSale(),
            entity.getReleaseDate(),
            entity.getImage(),
            entity.getDescription());
    }
}
