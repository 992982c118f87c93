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
 * Filters, sort and page of Sys user list queries ({@code GET /api/sys-user/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class SysUserCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("id", "username", "email", "isActive", "createdAt", "updatedAt"));

    /** id equals the value. */
    private Long id;

    /** id is one of the values (a,b or repeated). */
    private List<Long> idIn;

    /** username equals the value. */
    private String username;

    /** username contains the text (% and _ match themselves). */
    private String usernameLike;

    /** email equals the value. */
    private String email;

    /** email contains the text (% and _ match themselves). */
    private String emailLike;

    /** email is null (true) or not null (false). */
    private Boolean emailIsNull;

    /** is_active equals the value. */
    private Boolean isActive;

    /** created_at at least the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime createdAtFrom;

    /** created_at at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime createdAtTo;

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

    public String getUsername() {
        return username;
    }

    public void setUsername(String username) {
        this.username = username;
    }

    public String getUsernameLike() {
        return usernameLike;
    }

    public void setUsernameLike(String usernameLike) {
        this.usernameLike = usernameLike;
    }

    public String getEmail() {
        return email;
    }

    public void setEmail(String email) {
        this.email = email;
    }

    public String getEmailLike() {
        return emailLike;
    }

    public void setEmailLike(String emailLike) {
        this.emailLike = emailLike;
    }

    public Boolean getEmailIsNull() {
        return emailIsNull;
    }

    public void setEmailIsNull(Boolean emailIsNull) {
        this.emailIsNull = emailIsNull;
    }

    public Boolean getIsActive() {
        return isActive;
    }

    public void setIsActive(Boolean isActive) {
        this.isActive = isActive;
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
        p.put("id", id);
        p.put("idIn", idIn);
        p.put("username", username);
        p.put("usernameLike", QuerySupport.contains(usernameLike));
        p.put("email", email);
        p.put("emailLike", QuerySupport.contains(emailLike));
        p.put("emailIsNull", emailIsNull);
        p.put("isActive", isActive);
        p.put("createdAtFrom", createdAtFrom);
        p.put("createdAtTo", createdAtTo);
        p.put("updatedAtFrom", updatedAtFrom);
        p.put("updatedAtTo", updatedAtTo);
        p.put("updatedAtIsNull", updatedAtIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
