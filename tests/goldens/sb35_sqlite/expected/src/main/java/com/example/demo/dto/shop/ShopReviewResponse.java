package com.example.demo.dto.shop;

import com.example.demo.entity.shop.ShopReview;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.time.LocalDateTime;

/**
 * Shop review as the API returns it (response body).
 *
 * @param id column id (primary key)
 * @param productId column product_id
 * @param userId column user_id
 * @param rating column rating
 * @param comment column comment
 * @param createdAt column created_at
 */
@JsonPropertyOrder({
    "id",
    "productId",
    "userId",
    "rating",
    "comment",
    "createdAt",
})
public record ShopReviewResponse(
        Long id,
        Long productId,
        Long userId,
        Integer rating,
        String comment,
        LocalDateTime createdAt
) {

    /** The response form of {@code entity}. */
    public static ShopReviewResponse of(ShopReview entity) {
        return new ShopReviewResponse(
            entity.getId(),
            entity.getProductId(),
            entity.getUserId(),
            entity.getRating(),
            entity.getComment(),
            entity.getCreatedAt());
    }
}
