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
 * Filters, sort and page of City list queries ({@code GET /api/city/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class CityCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("cityId", "city", "countryId", "lastUpdate"));

    /** city_id equals the value. */
    private Long cityId;

    /** city_id is one of the values (a,b or repeated). */
    private List<Long> cityIdIn;

    /** city equals the value. */
    private String city;

    /** city contains the text (% and _ match themselves). */
    private String cityLike;

    /** country_id equals the value. */
    private Integer countryId;

    /** country_id is one of the values (a,b or repeated). */
    private List<Integer> countryIdIn;

    /** last_update at least the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdateFrom;

    /** last_update at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdateTo;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public Long getCityId() {
        return cityId;
    }

    public void setCityId(Long cityId) {
        this.cityId = cityId;
    }

    public List<Long> getCityIdIn() {
        return cityIdIn;
    }

    public void setCityIdIn(List<Long> cityIdIn) {
        this.cityIdIn = cityIdIn;
    }

    public String getCity() {
        return city;
    }

    public void setCity(String city) {
        this.city = city;
    }

    public String getCityLike() {
        return cityLike;
    }

    public void setCityLike(String cityLike) {
        this.cityLike = cityLike;
    }

    public Integer getCountryId() {
        return countryId;
    }

    public void setCountryId(Integer countryId) {
        this.countryId = countryId;
    }

    public List<Integer> getCountryIdIn() {
        return countryIdIn;
    }

    public void setCountryIdIn(List<Integer> countryIdIn) {
        this.countryIdIn = countryIdIn;
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
        p.put("cityId", cityId);
        p.put("cityIdIn", cityIdIn);
        p.put("city", city);
        p.put("cityLike", QuerySupport.contains(cityLike));
        p.put("countryId", countryId);
        p.put("countryIdIn", countryIdIn);
        p.put("lastUpdateFrom", lastUpdateFrom);
        p.put("lastUpdateTo", lastUpdateTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
