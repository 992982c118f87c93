package com.example.clash.query;

import com.example.clash.common.QuerySupport;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of Result list queries ({@code GET /api/result/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class ResultCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("id", "score"));

    /** id equals the value. */
    private Long id;

    /** id is one of the values (a,b or repeated). */
    private List<Long> idIn;

    /** score equals the value. */
    private Long score;

    /** score is one of the values (a,b or repeated). */
    private List<Long> scoreIn;

    /** score at least the value. */
    private Long scoreFrom;

    /** score at most the value. */
    private Long scoreTo;

    /** score is null (true) or not null (false). */
    private Boolean scoreIsNull;

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

    public Long getScore() {
        return score;
    }

    public void setScore(Long score) {
        this.score = score;
    }

    public List<Long> getScoreIn() {
        return scoreIn;
    }

    public void setScoreIn(List<Long> scoreIn) {
        this.scoreIn = scoreIn;
    }

    public Long getScoreFrom() {
        return scoreFrom;
    }

    public void setScoreFrom(Long scoreFrom) {
        this.scoreFrom = scoreFrom;
    }

    public Long getScoreTo() {
        return scoreTo;
    }

    public void setScoreTo(Long scoreTo) {
        this.scoreTo = scoreTo;
    }

    public Boolean getScoreIsNull() {
        return scoreIsNull;
    }

    public void setScoreIsNull(Boolean scoreIsNull) {
        this.scoreIsNull = scoreIsNull;
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
        p.put("score", score);
        p.put("scoreIn", scoreIn);
        p.put("scoreFrom", scoreFrom);
        p.put("scoreTo", scoreTo);
        p.put("scoreIsNull", scoreIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
