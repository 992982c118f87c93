package com.example.demo.query.shop;

import com.example.demo.common.QuerySupport;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of Shop category list queries ({@code GET /api/shop-category/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class ShopCategoryCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("id", "parentId", "name", "sortOrder"));

    /** id equals the value. */
    private Long id;

    /** id is one of the values (a,b or repeated). */
    private List<Long> idIn;

    /** parent_id equals the value. */
    private Long parentId;

    /** parent_id is one of the values (a,b or repeated). */
    private List<Long> parentIdIn;

    /** parent_id is null (true) or not null (false). */
    private Boolean parentIdIsNull;

    /** name contains the text (% and _ match themselves). */
    private String nameLike;

    /** name starts with the text (% and _ match themselves). */
    private String nameStarts;

    /** name equals the value. */
    private String name;

    /** sort_order equals the value. */
    private Long sortOrder;

    /** sort_order is one of the values (a,b or repeated). */
    private List<Long> sortOrderIn;

    /** sort_order at least the value. */
    private Long sortOrderFrom;

    /** sort_order at most the value. */
    private Long sortOrderTo;

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

    public Long getParentId() {
        return parentId;
    }

    public void setParentId(Long parentId) {
        this.parentId = parentId;
    }

    public List<Long> getParentIdIn() {
        return parentIdIn;
    }

    public void setParentIdIn(List<Long> parentIdIn) {
        this.parentIdIn = parentIdIn;
    }

    public Boolean getParentIdIsNull() {
        return parentIdIsNull;
    }

    public void setParentIdIsNull(Boolean parentIdIsNull) {
        this.parentIdIsNull = parentIdIsNull;
    }

    public String getNameLike() {
        return nameLike;
    }

    public void setNameLike(String nameLike) {
        this.nameLike = nameLike;
    }

    public String getNameStarts() {
        return nameStarts;
    }

    public void setNameStarts(String nameStarts) {
        this.nameStarts = nameStarts;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public Long getSortOrder() {
        return sortOrder;
    }

    public void setSortOrder(Long sortOrder) {
        this.sortOrder = sortOrder;
    }

    public List<Long> getSortOrderIn() {
        return sortOrderIn;
    }

    public void setSortOrderIn(List<Long> sortOrderIn) {
        this.sortOrderIn = sortOrderIn;
    }

    public Long getSortOrderFrom() {
        return sortOrderFrom;
    }

    public void setSortOrderFrom(Long sortOrderFrom) {
        this.sortOrderFrom = sortOrderFrom;
    }

    public Long getSortOrderTo() {
        return sortOrderTo;
    }

    public void setSortOrderTo(Long sortOrderTo) {
        this.sortOrderTo = sortOrderTo;
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
        p.put("parentId", parentId);
        p.put("parentIdIn", parentIdIn);
        p.put("parentIdIsNull", parentIdIsNull);
        p.put("nameLike", QuerySupport.contains(nameLike));
        p.put("nameStarts", QuerySupport.startsWith(nameStarts));
        p.put("name", name);
        p.put("sortOrder", sortOrder);
        p.put("sortOrderIn", sortOrderIn);
        p.put("sortOrderFrom", sortOrderFrom);
        p.put("sortOrderTo", sortOrderTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
