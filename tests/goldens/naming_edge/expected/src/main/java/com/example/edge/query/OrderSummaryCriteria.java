package com.example.edge.query;

import com.example.edge.common.QuerySupport;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Order summary list queries ({@code GET /api/order-summary/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class OrderSummaryCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("day", "total"));

    /** day at least the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE)
    private LocalDate dayFrom;

    /** day at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE)
    private LocalDate dayTo;

    /** day is null (true) or not null (false). */
    private Boolean dayIsNull;

    /** total equals the value. */
    private BigDecimal total;

    /** total is one of the values (a,b or repeated). */
    private List<BigDecimal> totalIn;

    /** total at least the value. */
    private BigDecimal totalFrom;

    /** total at most the value. */
    private BigDecimal totalTo;

    /** total is null (true) or not null (false). */
    private Boolean totalIsNull;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public LocalDate getDayFrom() {
        return dayFrom;
    }

    public void setDayFrom(LocalDate dayFrom) {
        this.dayFrom = dayFrom;
    }

    public LocalDate getDayTo() {
        return dayTo;
    }

    public void setDayTo(LocalDate dayTo) {
        this.dayTo = dayTo;
    }

    public Boolean getDayIsNull() {
        return dayIsNull;
    }

    public void setDayIsNull(Boolean dayIsNull) {
        this.dayIsNull = dayIsNull;
    }

    public BigDecimal getTotal() {
        return total;
    }

    public void setTotal(BigDecimal total) {
        this.total = total;
    }

    public List<BigDecimal> getTotalIn() {
        return totalIn;
    }

    public void setTotalIn(List<BigDecimal> totalIn) {
        this.totalIn = totalIn;
    }

    public BigDecimal getTotalFrom() {
        return totalFrom;
    }

    public void setTotalFrom(BigDecimal totalFrom) {
        this.totalFrom = totalFrom;
    }

    public BigDecimal getTotalTo() {
        return totalTo;
    }

    public void setTotalTo(BigDecimal totalTo) {
        this.totalTo = totalTo;
    }

    public Boolean getTotalIsNull() {
        return totalIsNull;
    }

    public void setTotalIsNull(Boolean totalIsNull) {
        this.totalIsNull = totalIsNull;
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
        p.put("dayFrom", dayFrom);
        p.put("dayTo", dayTo);
        p.put("dayIsNull", dayIsNull);
        p.put("total", total);
        p.put("totalIn", totalIn);
        p.put("totalFrom", totalFrom);
        p.put("totalTo", totalTo);
        p.put("totalIsNull", totalIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
