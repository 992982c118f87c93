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
 * Filters, sort and page of Sys user role list queries ({@code GET /api/sys-user-role/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class SysUserRoleCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("userId", "roleId", "grantedAt"));

    /** user_id equals the value. */
    private Long userId;

    /** user_id is one of the values (a,b or repeated). */
    private List<Long> userIdIn;

    /** role_id equals the value. */
    private Long roleId;

    /** role_id is one of the values (a,b or repeated). */
    private List<Long> roleIdIn;

    /** granted_at at least the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime grantedAtFrom;

    /** granted_at at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime grantedAtTo;

    /** granted_at is null (true) or not null (false). */
    private Boolean grantedAtIsNull;

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

    public Long getRoleId() {
        return roleId;
    }

    public void setRoleId(Long roleId) {
        this.roleId = roleId;
    }

    public List<Long> getRoleIdIn() {
        return roleIdIn;
    }

    public void setRoleIdIn(List<Long> roleIdIn) {
        this.roleIdIn = roleIdIn;
    }

    public LocalDateTime getGrantedAtFrom() {
        return grantedAtFrom;
    }

    public void setGrantedAtFrom(LocalDateTime grantedAtFrom) {
        this.grantedAtFrom = grantedAtFrom;
    }

    public LocalDateTime getGrantedAtTo() {
        return grantedAtTo;
    }

    public void setGrantedAtTo(LocalDateTime grantedAtTo) {
        this.grantedAtTo = grantedAtTo;
    }

    public Boolean getGrantedAtIsNull() {
        return grantedAtIsNull;
    }

    public void setGrantedAtIsNull(Boolean grantedAtIsNull) {
        this.grantedAtIsNull = grantedAtIsNull;
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
        p.put("roleId", roleId);
        p.put("roleIdIn", roleIdIn);
        p.put("grantedAtFrom", grantedAtFrom);
        p.put("grantedAtTo", grantedAtTo);
        p.put("grantedAtIsNull", grantedAtIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
