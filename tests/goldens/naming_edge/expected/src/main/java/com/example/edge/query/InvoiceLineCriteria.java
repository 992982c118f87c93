package com.example.edge.query;

import com.example.edge.common.QuerySupport;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of Invoice line list queries ({@code GET /api/invoice-line/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class InvoiceLineCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("invoiceLineId", "unitPrice"));

    /** InvoiceLineId equals the value. */
    private Integer invoiceLineId;

    /** InvoiceLineId is one of the values (a,b or repeated). */
    private List<Integer> invoiceLineIdIn;

    /** UnitPrice equals the value. */
    private BigDecimal unitPrice;

    /** UnitPrice is one of the values (a,b or repeated). */
    private List<BigDecimal> unitPriceIn;

    /** UnitPrice at least the value. */
    private BigDecimal unitPriceFrom;

    /** UnitPrice at most the value. */
    private BigDecimal unitPriceTo;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public Integer getInvoiceLineId() {
        return invoiceLineId;
    }

    public void setInvoiceLineId(Integer invoiceLineId) {
        this.invoiceLineId = invoiceLineId;
    }

    public List<Integer> getInvoiceLineIdIn() {
        return invoiceLineIdIn;
    }

    public void setInvoiceLineIdIn(List<Integer> invoiceLineIdIn) {
        this.invoiceLineIdIn = invoiceLineIdIn;
    }

    public BigDecimal getUnitPrice() {
        return unitPrice;
    }

    public void setUnitPrice(BigDecimal unitPrice) {
        this.unitPrice = unitPrice;
    }

    public List<BigDecimal> getUnitPriceIn() {
        return unitPriceIn;
    }

    public void setUnitPriceIn(List<BigDecimal> unitPriceIn) {
        this.unitPriceIn = unitPriceIn;
    }

    public BigDecimal getUnitPriceFrom() {
        return unitPriceFrom;
    }

    public void setUnitPriceFrom(BigDecimal unitPriceFrom) {
        this.unitPriceFrom = unitPriceFrom;
    }

    public BigDecimal getUnitPriceTo() {
        return unitPriceTo;
    }

    public void setUnitPriceTo(BigDecimal unitPriceTo) {
        this.unitPriceTo = unitPriceTo;
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
        p.put("invoiceLineId", invoiceLineId);
        p.put("invoiceLineIdIn", invoiceLineIdIn);
        p.put("unitPrice", unitPrice);
        p.put("unitPriceIn", unitPriceIn);
        p.put("unitPriceFrom", unitPriceFrom);
        p.put("unitPriceTo", unitPriceTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
