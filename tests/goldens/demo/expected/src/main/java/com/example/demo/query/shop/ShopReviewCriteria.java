package com.example.demo.query.shop;

import com.example.demo.common.QuerySupport;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Shop review list queries ({@code GET /api/shop-review/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class ShopReviewCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("id", "productId", "userId", "rating", "createdAt"));

    /** id equals the value. */
    private Long id;

    /** id is one of the values (a,b or repeated). */
    private List<Long> idIn;

    /** product_id equals the value. */
    private Long productId;

    /** product_id is one of the values (a,b or repeated). */
    private List<Long> productIdIn;

    /** user_id equals the value. */
    private Long userId;

    /** user_id is one of the values (a,b or repeated). */
    private List<Long> userIdIn;

    /** rating equals the value. */
    private Integer rating;

    /** rating is one of the values (a,b or repeated). */
    private List<Integer> ratingIn;

    /** created_at at least the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime createdAtFrom;

    /** created_at at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime createdAtTo;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public Long getId() {
        return id;
    }

    public void setId(Long id) {
        this.id = id;
    }

    public List<Long> getIdIn() {
        return idIn;
    }

    public void setIdIn(List<Long> idIn) {
        this.idIn = idIn;
    }

    public Long getProductId() {
        return productId;
    }

    public void setProductId(Long productId) {
        this.productId = productId;
    }

    public List<Long> getProductIdIn() {
        return productIdIn;
    }

    public void setProductIdIn(List<Long> productIdIn) {
        this.productIdIn = productIdIn;
    }

    public Long getUserId() {
        return userId;
    }

    public void setUserId(Long userId) {
        this.userId = userId;
    }

    public List<Long> getUserIdIn() {
        return userIdIn;
    }

    public void setUserIdIn(List<Long> userIdIn) {
        this.userIdIn = userIdIn;
    }

    public Integer getRating() {
        return rating;
    }

    public void setRating(Integer rating) {
        this.rating = rating;
    }

    public List<Integer> getRatingIn() {
        return ratingIn;
    }

    public void setRatingIn(List<Integer> ratingIn) {
        this.ratingIn = ratingIn;
    }

    public LocalDateTime getCreatedAtFrom() {
        return createdAtFrom;
    }

    public void setCreatedAtFrom(LocalDateTime createdAtFrom) {
        this.createdAtFrom = createdAtFrom;
    }

    public LocalDateTime getCreatedAtTo() {
        return createdAtTo;
    }

    public void setCreatedAtTo(LocalDateTime createdAtTo) {
        this.createdAtTo = createdAtTo;
    }

    public String getSort() {
        return sort;
    }

    public void setSort(String sort) {
        this.sort = sort;
    }

    public Long getPage() {
        return page;
    }

    public void setPage(Long page) {
        this.page = page;
    }

    public Long getSize() {
        return size;
    }

    public void setSize(Long size) {
        this.size = size;
    }

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
