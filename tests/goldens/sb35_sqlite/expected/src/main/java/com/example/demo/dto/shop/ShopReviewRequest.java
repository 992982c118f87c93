package com.example.demo.dto.shop;

import com.example.demo.entity.shop.ShopReview;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.validation.constraints.NotNull;
import java.time.LocalDateTime;

/**
 * What a client sends to create or update Shop review (request body).
 *
 * @param productId column product_id
 * @param userId column user_id
 * @param rating column rating
 * @param comment column comment
 * @param createdAt column created_at
 */
@JsonPropertyOrder({
    "productId",
    "userId",
    "rating",
    "comment",
    "createdAt",
})
public record ShopReviewRequest(
        @NotNull Long productId,
        @NotNull Long userId,
        @NotNull Integer rating,
        String comment,
        LocalDateTime createdAt
) {

    /** A new {@link ShopReview} holding this request's fields. */
    public ShopReview toEntity() {
        ShopReview entity = new ShopReview();
        entity.setProductId(productId);
        entity.setUserId(userId);
        entity.setRating(rating);
        entity.setComment(comment);
        entity.setCreatedAt(createdAt);
        return entity;
    }
}
