package com.example.demo.query.system;

import com.example.demo.common.QuerySupport;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Sys operation log list queries ({@code GET /api/sys-operation-log/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class SysOperationLogCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("userId", "action", "createdAt"));

    /** user_id equals the value. */
    private Long userId;

    /** user_id is one of the values (a,b or repeated). */
    private List<Long> userIdIn;

    /** user_id is null (true) or not null (false). */
    private Boolean userIdIsNull;

    /** action equals the value. */
    private String action;

    /** action contains the text (% and _ match themselves). */
    private String actionLike;

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

    public String getAction() {
        return action;
    }

    public void setAction(String action) {
        this.action = action;
    }

    public String getActionLike() {
        return actionLike;
    }

    public void setActionLike(String actionLike) {
        this.actionLike = actionLike;
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
        p.put("userId", userId);
        p.put("userIdIn", userIdIn);
        p.put("userIdIsNull", userIdIsNull);
        p.put("action", action);
        p.put("actionLike", QuerySupport.contains(actionLike));
        p.put("createdAtFrom", createdAtFrom);
        p.put("createdAtTo", createdAtTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
