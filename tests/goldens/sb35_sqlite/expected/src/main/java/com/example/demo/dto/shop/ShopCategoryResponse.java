package com.example.demo.dto.shop;

import com.example.demo.entity.shop.ShopCategory;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * Shop category as the API returns it (response body).
 *
 * @param id column id (primary key)
 * @param parentId column parent_id
 * @param name column name
 * @param sortOrder column sort_order
 */
@JsonPropertyOrder({
    "id",
    "parentId",
    "name",
    "sortOrder",
})
public record ShopCategoryResponse(
        Long id,
        Long parentId,
        String name,
        Long sortOrder
) {

    /** The response form of {@code entity}. */
    public static ShopCategoryResponse of(ShopCategory entity) {
        return new ShopCategoryResponse(
            entity.getId(),
            entity.getParentId(),
            entity.getName(),
            entity.getSortOrder());
    }
}
