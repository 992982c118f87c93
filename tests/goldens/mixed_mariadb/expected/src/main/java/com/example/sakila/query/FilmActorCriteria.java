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
 * Filters, sort and page of Film actor list queries ({@code GET /api/film-actor/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 *
 * @author Genix Golden
 */
public class FilmActorCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("actorId", "filmId", "lastUpdate"));

    /** actor_id equals the value. */
    private Integer actorId;

    /** actor_id is one of the values (a,b or repeated). */
    private List<Integer> actorIdIn;

    /** film_id equals the value. */
    private Integer filmId;

    /** film_id is one of the values (a,b or repeated). */
    private List<Integer> filmIdIn;

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

    public Integer getActorId() {
        return actorId;
    }

    public void setActorId(Integer actorId) {
        this.actorId = actorId;
    }

    public List<Integer> getActorIdIn() {
        return actorIdIn;
    }

    public void setActorIdIn(List<Integer> actorIdIn) {
        this.actorIdIn = actorIdIn;
    }

    public Integer getFilmId() {
        return filmId;
    }

    public void setFilmId(Integer filmId) {
        this.filmId = filmId;
    }

    public List<Integer> getFilmIdIn() {
        return filmIdIn;
    }

    public void setFilmIdIn(List<Integer> filmIdIn) {
        this.filmIdIn = filmIdIn;
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
        p.put("actorId", actorId);
        p.put("actorIdIn", actorIdIn);
        p.put("filmId", filmId);
        p.put("filmIdIn", filmIdIn);
        p.put("lastUpdateFrom", lastUpdateFrom);
        p.put("lastUpdateTo", lastUpdateTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
