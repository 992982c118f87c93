package com.example.demo.dto.shop;

import com.example.demo.entity.shop.ShopCategory;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/**
 * What a client sends to create or update Shop category (request body).
 *
 * @param parentId column parent_id
 * @param name column name
 * @param sortOrder column sort_order
 */
@JsonPropertyOrder({
    "parentId",
    "name",
    "sortOrder",
})
public record ShopCategoryRequest(
        Long parentId,
        @NotBlank @Size(max = 64) String name,
        Long sortOrder
) {

    /** A new {@link ShopCategory} holding this request's fields. */
    public ShopCategory toEntity() {
        ShopCategory entity = new ShopCategory();
        entity.setParentId(parentId);
        entity.setName(name);
        entity.setSortOrder(sortOrder);
        return entity;
    }
}
