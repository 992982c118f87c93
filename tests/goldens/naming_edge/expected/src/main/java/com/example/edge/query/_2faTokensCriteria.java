package com.example.edge.query;

import com.example.edge.common.QuerySupport;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of 2fa tokens list queries ({@code GET /api/2fa-tokens/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class _2faTokensCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("issuedOn"));

    /** issued_on equals the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE)
    private LocalDate issuedOn;

    /** issued_on is one of the values (a,b or repeated). */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE)
    private List<LocalDate> issuedOnIn;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public LocalDate getIssuedOn() {
        return issuedOn;
    }

    public void setIssuedOn(LocalDate issuedOn) {
        this.issuedOn = issuedOn;
    }

    public List<LocalDate> getIssuedOnIn() {
        return issuedOnIn;
    }

    public void setIssuedOnIn(List<LocalDate> issuedOnIn) {
        this.issuedOnIn = issuedOnIn;
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
        p.put("issuedOn", issuedOn);
        p.put("issuedOnIn", issuedOnIn);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
