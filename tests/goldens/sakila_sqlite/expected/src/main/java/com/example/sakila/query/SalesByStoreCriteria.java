package com.example.sakila.query;

import com.example.sakila.common.QuerySupport;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of Sales by store list queries ({@code GET /api/sales-by-store/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class SalesByStoreCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("storeId"));

    /** store_id equals the value. */
    private Long storeId;

    /** store_id is one of the values (a,b or repeated). */
    private List<Long> storeIdIn;

    /** store_id is null (true) or not null (false). */
    private Boolean storeIdIsNull;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public Long getStoreId() {
        return storeId;
    }

    public void setStoreId(Long storeId) {
        this.storeId = storeId;
    }

    public List<Long> getStoreIdIn() {
        return storeIdIn;
    }

    public void setStoreIdIn(List<Long> storeIdIn) {
        this.storeIdIn = storeIdIn;
    }

    public Boolean getStoreIdIsNull() {
        return storeIdIsNull;
    }

    public void setStoreIdIsNull(Boolean storeIdIsNull) {
        this.storeIdIsNull = storeIdIsNull;
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
        p.put("storeId", storeId);
        p.put("storeIdIn", storeIdIn);
        p.put("storeIdIsNull", storeIdIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
