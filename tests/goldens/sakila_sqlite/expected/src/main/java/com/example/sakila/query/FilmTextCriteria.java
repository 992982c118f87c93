package com.example.sakila.query;

import com.example.sakila.common.QuerySupport;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of Film text list queries ({@code GET /api/film-text/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class FilmTextCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("filmId", "title", "description"));

    /** film_id equals the value. */
    private Long filmId;

    /** film_id is one of the values (a,b or repeated). */
    private List<Long> filmIdIn;

    /** title contains the text (% and _ match themselves). */
    private String titleLike;

    /** title starts with the text (% and _ match themselves). */
    private String titleStarts;

    /** title equals the value. */
    private String title;

    /** description equals the value. */
    private String description;

    /** description contains the text (% and _ match themselves). */
    private String descriptionLike;

    /** description is null (true) or not null (false). */
    private Boolean descriptionIsNull;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public Long getFilmId() {
        return filmId;
    }

    public void setFilmId(Long filmId) {
        this.filmId = filmId;
    }

    public List<Long> getFilmIdIn() {
        return filmIdIn;
    }

    public void setFilmIdIn(List<Long> filmIdIn) {
        this.filmIdIn = filmIdIn;
    }

    public String getTitleLike() {
        return titleLike;
    }

    public void setTitleLike(String titleLike) {
        this.titleLike = titleLike;
    }

    public String getTitleStarts() {
        return titleStarts;
    }

    public void setTitleStarts(String titleStarts) {
        this.titleStarts = titleStarts;
    }

    public String getTitle() {
        return title;
    }

    public void setTitle(String title) {
        this.title = title;
    }

    public String getDescription() {
        return description;
    }

    public void setDescription(String description) {
        this.description = description;
    }

    public String getDescriptionLike() {
        return descriptionLike;
    }

    public void setDescriptionLike(String descriptionLike) {
        this.descriptionLike = descriptionLike;
    }

    public Boolean getDescriptionIsNull() {
        return descriptionIsNull;
    }

    public void setDescriptionIsNull(Boolean descriptionIsNull) {
        this.descriptionIsNull = descriptionIsNull;
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
        p.put("filmId", filmId);
        p.put("filmIdIn", filmIdIn);
        p.put("titleLike", QuerySupport.contains(titleLike));
        p.put("titleStarts", QuerySupport.startsWith(titleStarts));
        p.put("title", title);
        p.put("description", description);
        p.put("descriptionLike", QuerySupport.contains(descriptionLike));
        p.put("descriptionIsNull", descriptionIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
