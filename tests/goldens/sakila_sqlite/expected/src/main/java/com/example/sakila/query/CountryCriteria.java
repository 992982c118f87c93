package com.example.sakila.query;

import com.example.sakila.common.QuerySupport;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Country list queries ({@code GET /api/country/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class CountryCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("countryId", "country", "lastUpdate"));

    /** country_id equals the value. */
    private Long countryId;

    /** country_id is one of the values (a,b or repeated). */
    private List<Long> countryIdIn;

    /** country equals the value. */
    private String country;

    /** country contains the text (% and _ match themselves). */
    private String countryLike;

    /** last_update at least the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdateFrom;

    /** last_update at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdateTo;

    /** last_update is null (true) or not null (false). */
    private Boolean lastUpdateIsNull;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public Long getCountryId() {
        return countryId;
    }

    public void setCountryId(Long countryId) {
        this.countryId = countryId;
    }

    public List<Long> getCountryIdIn() {
        return countryIdIn;
    }

    public void setCountryIdIn(List<Long> countryIdIn) {
        this.countryIdIn = countryIdIn;
    }

    public String getCountry() {
        return country;
    }

    public void setCountry(String country) {
        this.country = country;
    }

    public String getCountryLike() {
        return countryLike;
    }

    public void setCountryLike(String countryLike) {
        this.countryLike = countryLike;
    }

    public LocalDateTime getLastUpdateFrom() {
        return lastUpdateFrom;
    }

    public void setLastUpdateFrom(LocalDateTime lastUpdateFrom) {
        this.lastUpdateFrom = lastUpdateFrom;
    }

    public LocalDateTime getLastUpdateTo() {
        return lastUpdateTo;
    }

    public void setLastUpdateTo(LocalDateTime lastUpdateTo) {
        this.lastUpdateTo = lastUpdateTo;
    }

    public Boolean getLastUpdateIsNull() {
        return lastUpdateIsNull;
    }

    public void setLastUpdateIsNull(Boolean lastUpdateIsNull) {
        this.lastUpdateIsNull = lastUpdateIsNull;
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
        p.put("countryId", countryId);
        p.put("countryIdIn", countryIdIn);
        p.put("country", country);
        p.put("countryLike", QuerySupport.contains(countryLike));
        p.put("lastUpdateFrom", lastUpdateFrom);
        p.put("lastUpdateTo", lastUpdateTo);
        p.put("lastUpdateIsNull", lastUpdateIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
