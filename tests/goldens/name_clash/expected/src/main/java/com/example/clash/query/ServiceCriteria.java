package com.example.clash.query;

import com.example.clash.common.QuerySupport;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of Service list queries ({@code GET /api/service/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class ServiceCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("id", "label"));

    /** id equals the value. */
    private Long id;

    /** id is one of the values (a,b or repeated). */
    private List<Long> idIn;

    /** label contains the text (% and _ match themselves). */
    private String labelLike;

    /** label starts with the text (% and _ match themselves). */
    private String labelStarts;

    /** label equals the value. */
    private String label;

    /** label is null (true) or not null (false). */
    private Boolean labelIsNull;

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

    public String getLabelLike() {
        return labelLike;
    }

    public void setLabelLike(String labelLike) {
        this.labelLike = labelLike;
    }

    public String getLabelStarts() {
        return labelStarts;
    }

    public void setLabelStarts(String labelStarts) {
        this.labelStarts = labelStarts;
    }

    public String getLabel() {
        return label;
    }

    public void setLabel(String label) {
        this.label = label;
    }

    public Boolean getLabelIsNull() {
        return labelIsNull;
    }

    public void setLabelIsNull(Boolean labelIsNull) {
        this.labelIsNull = labelIsNull;
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
        p.put("labelLike", QuerySupport.contains(labelLike));
        p.put("labelStarts", QuerySupport.startsWith(labelStarts));
        p.put("label", label);
        p.put("labelIsNull", labelIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
