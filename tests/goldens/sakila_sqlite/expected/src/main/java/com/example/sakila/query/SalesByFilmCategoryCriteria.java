package com.example.sakila.query;

import com.example.sakila.common.QuerySupport;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of Sales by film category list queries ({@code GET /api/sales-by-film-category/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class SalesByFilmCategoryCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("category"));

    /** category equals the value. */
    private String category;

    /** category is one of the values (a,b or repeated). */
    private List<String> categoryIn;

    /** category is null (true) or not null (false). */
    private Boolean categoryIsNull;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public String getCategory() {
        return category;
    }

    public void setCategory(String category) {
        this.category = category;
    }

    public List<String> getCategoryIn() {
        return categoryIn;
    }

    public void setCategoryIn(List<String> categoryIn) {
        this.categoryIn = categoryIn;
    }

    public Boolean getCategoryIsNull() {
        return categoryIsNull;
    }

    public void setCategoryIsNull(Boolean categoryIsNull) {
        this.categoryIsNull = categoryIsNull;
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
        p.put("category", category);
        p.put("categoryIn", categoryIn);
        p.put("categoryIsNull", categoryIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
