package com.example.demo.query;

import com.example.demo.common.QuerySupport;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of App setting list queries ({@code GET /api/setting/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class SettingCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("key", "order", "updatedAt"));

    /** key equals the value. */
    private String key;

    /** key is one of the values (a,b or repeated). */
    private List<String> keyIn;

    /** order equals the value. */
    private Long order;

    /** order is one of the values (a,b or repeated). */
    private List<Long> orderIn;

    /** order at least the value. */
    private Long orderFrom;

    /** order at most the value. */
    private Long orderTo;

    /** updated_at at least the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime updatedAtFrom;

    /** updated_at at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime updatedAtTo;

    /** updated_at is null (true) or not null (false). */
    private Boolean updatedAtIsNull;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public String getKey() {
        return key;
    }

    public void setKey(String key) {
        this.key = key;
    }

    public List<String> getKeyIn() {
        return keyIn;
    }

    public void setKeyIn(List<String> keyIn) {
        this.keyIn = keyIn;
    }

    public Long getOrder() {
        return order;
    }

    public void setOrder(Long order) {
        this.order = order;
    }

    public List<Long> getOrderIn() {
        return orderIn;
    }

    public void setOrderIn(List<Long> orderIn) {
        this.orderIn = orderIn;
    }

    public Long getOrderFrom() {
        return orderFrom;
    }

    public void setOrderFrom(Long orderFrom) {
        this.orderFrom = orderFrom;
    }

    public Long getOrderTo() {
        return orderTo;
    }

    public void setOrderTo(Long orderTo) {
        this.orderTo = orderTo;
    }

    public LocalDateTime getUpdatedAtFrom() {
        return updatedAtFrom;
    }

    public void setUpdatedAtFrom(LocalDateTime updatedAtFrom) {
        this.updatedAtFrom = updatedAtFrom;
    }

    public LocalDateTime getUpdatedAtTo() {
        return updatedAtTo;
    }

    public void setUpdatedAtTo(LocalDateTime updatedAtTo) {
        this.updatedAtTo = updatedAtTo;
    }

    public Boolean getUpdatedAtIsNull() {
        return updatedAtIsNull;
    }

    public void setUpdatedAtIsNull(Boolean updatedAtIsNull) {
        this.updatedAtIsNull = updatedAtIsNull;
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
        p.put("key", key);
        p.put("keyIn", keyIn);
        p.put("order", order);
        p.put("orderIn", orderIn);
        p.put("orderFrom", orderFrom);
        p.put("orderTo", orderTo);
        p.put("updatedAtFrom", updatedAtFrom);
        p.put("updatedAtTo", updatedAtTo);
        p.put("updatedAtIsNull", updatedAtIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
