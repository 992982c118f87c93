package com.example.demo.query;

import com.example.demo.common.QuerySupport;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of Ok table list queries ({@code GET /api/ok-table/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class OkTableCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("id", "userId"));

    /** id equals the value. */
    private Long id;

    /** id is one of the values (a,b or repeated). */
    private List<Long> idIn;

    /** user_id equals the value. */
    private Long userId;

    /** user_id is one of the values (a,b or repeated). */
    private List<Long> userIdIn;

    /** user_id is null (true) or not null (false). */
    private Boolean userIdIsNull;

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

    public Boolean getUserIdIsNull() {
        return userIdIsNull;
    }

    public void setUserIdIsNull(Boolean userIdIsNull) {
        this.userIdIsNull = userIdIsNull;
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
        p.put("userId", userId);
        p.put("userIdIn", userIdIn);
        p.put("userIdIsNull", userIdIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
