package com.example.demo.query;

import com.example.demo.common.QuerySupport;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of V product sales list queries ({@code GET /api/product-sales/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class ProductSalesCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("productId", "productName", "unitsSold", "revenue"));

    /** product_id equals the value. */
    private Long productId;

    /** product_id is one of the values (a,b or repeated). */
    private List<Long> productIdIn;

    /** product_id is null (true) or not null (false). */
    private Boolean productIdIsNull;

    /** product_name contains the text (% and _ match themselves). */
    private String productNameLike;

    /** product_name starts with the text (% and _ match themselves). */
    private String productNameStarts;

    /** product_name equals the value. */
    private String productName;

    /** product_name is null (true) or not null (false). */
    private Boolean productNameIsNull;

    /** units_sold equals the value. */
    private Long unitsSold;

    /** units_sold is one of the values (a,b or repeated). */
    private List<Long> unitsSoldIn;

    /** units_sold at least the value. */
    private Long unitsSoldFrom;

    /** units_sold at most the value. */
    private Long unitsSoldTo;

    /** units_sold is null (true) or not null (false). */
    private Boolean unitsSoldIsNull;

    /** revenue equals the value. */
    private BigDecimal revenue;

    /** revenue is one of the values (a,b or repeated). */
    private List<BigDecimal> revenueIn;

    /** revenue at least the value. */
    private BigDecimal revenueFrom;

    /** revenue at most the value. */
    private BigDecimal revenueTo;

    /** revenue is null (true) or not null (false). */
    private Boolean revenueIsNull;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public Long getProductId() {
        return productId;
    }

    public void setProductId(Long productId) {
        this.productId = productId;
    }

    public List<Long> getProductIdIn() {
        return productIdIn;
    }

    public void setProductIdIn(List<Long> productIdIn) {
        this.productIdIn = productIdIn;
    }

    public Boolean getProductIdIsNull() {
        return productIdIsNull;
    }

    public void setProductIdIsNull(Boolean productIdIsNull) {
        this.productIdIsNull = productIdIsNull;
    }

    public String getProductNameLike() {
        return productNameLike;
    }

    public void setProductNameLike(String productNameLike) {
        this.productNameLike = productNameLike;
    }

    public String getProductNameStarts() {
        return productNameStarts;
    }

    public void setProductNameStarts(String productNameStarts) {
        this.productNameStarts = productNameStarts;
    }

    public String getProductName() {
        return productName;
    }

    public void setProductName(String productName) {
        this.productName = productName;
    }

    public Boolean getProductNameIsNull() {
        return productNameIsNull;
    }

    public void setProductNameIsNull(Boolean productNameIsNull) {
        this.productNameIsNull = productNameIsNull;
    }

    public Long getUnitsSold() {
        return unitsSold;
    }

    public void setUnitsSold(Long unitsSold) {
        this.unitsSold = unitsSold;
    }

    public List<Long> getUnitsSoldIn() {
        return unitsSoldIn;
    }

    public void setUnitsSoldIn(List<Long> unitsSoldIn) {
        this.unitsSoldIn = unitsSoldIn;
    }

    public Long getUnitsSoldFrom() {
        return unitsSoldFrom;
    }

    public void setUnitsSoldFrom(Long unitsSoldFrom) {
        this.unitsSoldFrom = unitsSoldFrom;
    }

    public Long getUnitsSoldTo() {
        return unitsSoldTo;
    }

    public void setUnitsSoldTo(Long unitsSoldTo) {
        this.unitsSoldTo = unitsSoldTo;
    }

    public Boolean getUnitsSoldIsNull() {
        return unitsSoldIsNull;
    }

    public void setUnitsSoldIsNull(Boolean unitsSoldIsNull) {
        this.unitsSoldIsNull = unitsSoldIsNull;
    }

    public BigDecimal getRevenue() {
        return revenue;
    }

    public void setRevenue(BigDecimal revenue) {
        this.revenue = revenue;
    }

    public List<BigDecimal> getRevenueIn() {
        return revenueIn;
    }

    public void setRevenueIn(List<BigDecimal> revenueIn) {
        this.revenueIn = revenueIn;
    }

    public BigDecimal getRevenueFrom() {
        return revenueFrom;
    }

    public void setRevenueFrom(BigDecimal revenueFrom) {
        this.revenueFrom = revenueFrom;
    }

    public BigDecimal getRevenueTo() {
        return revenueTo;
    }

    public void setRevenueTo(BigDecimal revenueTo) {
        this.revenueTo = revenueTo;
    }

    public Boolean getRevenueIsNull() {
        return revenueIsNull;
    }

    public void setRevenueIsNull(Boolean revenueIsNull) {
        this.revenueIsNull = revenueIsNull;
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
        p.put("productId", productId);
        p.put("productIdIn", productIdIn);
        p.put("productIdIsNull", productIdIsNull);
        p.put("productNameLike", QuerySupport.contains(productNameLike));
        p.put("productNameStarts", QuerySupport.startsWith(productNameStarts));
        p.put("productName", productName);
        p.put("productNameIsNull", productNameIsNull);
        p.put("unitsSold", unitsSold);
        p.put("unitsSoldIn", unitsSoldIn);
        p.put("unitsSoldFrom", unitsSoldFrom);
        p.put("unitsSoldTo", unitsSoldTo);
        p.put("unitsSoldIsNull", unitsSoldIsNull);
        p.put("revenue", revenue);
        p.put("revenueIn", revenueIn);
        p.put("revenueFrom", revenueFrom);
        p.put("revenueTo", revenueTo);
        p.put("revenueIsNull", revenueIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
