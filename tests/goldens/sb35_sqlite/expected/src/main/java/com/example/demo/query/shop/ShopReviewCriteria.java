package com.example.demo.query.shop;

import com.example.demo.common.QuerySupport;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Shop review list queries ({@code GET /api/shop-review/query},
 * {@code /count}, {@code /exists}): each non-null component adds its condition (AND).
 *
 * @param id id equals the value
 * @param idIn id is one of the values (a,b or repeated)
 * @param productId product_id equals the value
 * @param productIdIn product_id is one of the values (a,b or repeated)
 * @param userId user_id equals the value
 * @param userIdIn user_id is one of the values (a,b or repeated)
 * @param rating rating equals the value
 * @param ratingIn rating is one of the values (a,b or repeated)
 * @param createdAtFrom created_at at least the value
 * @param createdAtTo created_at at most the value
 * @param sort sort properties, comma-separated ({@code title,-releaseYear}); the key follows
 * @param page 1-based page number
 * @param size rows per page (at most 500, default 20)
 */
public record ShopReviewCriteria(
        Long id,
        List<Long> idIn,
        Long productId,
        List<Long> productIdIn,
        Long userId,
        List<Long> userIdIn,
        Integer rating,
        List<Integer> ratingIn,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime createdAtFrom,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime createdAtTo,
        String sort,
        Long page,
        Long size) {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = List.of("id", "productId", "userId", "rating", "createdAt");

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("id", id);
        p.put("idIn", idIn);
        p.put("productId", productId);
        p.put("productIdIn", productIdIn);
        p.put("userId", userId);
        p.put("userIdIn", userIdIn);
        p.put("rating", rating);
        p.put("ratingIn", ratingIn);
        p.put("createdAtFrom", createdAtFrom);
        p.put("createdAtTo", createdAtTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
