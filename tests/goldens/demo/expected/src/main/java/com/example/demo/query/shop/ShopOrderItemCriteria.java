package com.example.demo.query.shop;

import com.example.demo.common.QuerySupport;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of Shop order item list queries ({@code GET /api/shop-order-item/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class ShopOrderItemCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("orderId", "lineNo", "productId", "quantity", "unitPrice"));

    /** order_id equals the value. */
    private Long orderId;

    /** order_id is one of the values (a,b or repeated). */
    private List<Long> orderIdIn;

    /** line_no equals the value. */
    private Long lineNo;

    /** line_no is one of the values (a,b or repeated). */
    private List<Long> lineNoIn;

    /** product_id equals the value. */
    private Long productId;

    /** product_id is one of the values (a,b or repeated). */
    private List<Long> productIdIn;

    /** quantity equals the value. */
    private Long quantity;

    /** quantity is one of the values (a,b or repeated). */
    private List<Long> quantityIn;

    /** quantity at least the value. */
    private Long quantityFrom;

    /** quantity at most the value. */
    private Long quantityTo;

    /** unit_price equals the value. */
    private BigDecimal unitPrice;

    /** unit_price is one of the values (a,b or repeated). */
    private List<BigDecimal> unitPriceIn;

    /** unit_price at least the value. */
    private BigDecimal unitPriceFrom;

    /** unit_price at most the value. */
    private BigDecimal unitPriceTo;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public Long getOrderId() {
        return orderId;
    }

    public void setOrderId(Long orderId) {
        this.orderId = orderId;
    }

    public List<Long> getOrderIdIn() {
        return orderIdIn;
    }

    public void setOrderIdIn(List<Long> orderIdIn) {
        this.orderIdIn = orderIdIn;
    }

    public Long getLineNo() {
        return lineNo;
    }

    public void setLineNo(Long lineNo) {
        this.lineNo = lineNo;
    }

    public List<Long> getLineNoIn() {
        return lineNoIn;
    }

    public void setLineNoIn(List<Long> lineNoIn) {
        this.lineNoIn = lineNoIn;
    }

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

    public Long getQuantity() {
        return quantity;
    }

    public void setQuantity(Long quantity) {
        this.quantity = quantity;
    }

    public List<Long> getQuantityIn() {
        return quantityIn;
    }

    public void setQuantityIn(List<Long> quantityIn) {
        this.quantityIn = quantityIn;
    }

    public Long getQuantityFrom() {
        return quantityFrom;
    }

    public void setQuantityFrom(Long quantityFrom) {
        this.quantityFrom = quantityFrom;
    }

    public Long getQuantityTo() {
        return quantityTo;
    }

    public void setQuantityTo(Long quantityTo) {
        this.quantityTo = quantityTo;
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
        p.put("orderId", orderId);
        p.put("orderIdIn", orderIdIn);
        p.put("lineNo", lineNo);
        p.put("lineNoIn", lineNoIn);
        p.put("productId", productId);
        p.put("productIdIn", productIdIn);
        p.put("quantity", quantity);
        p.put("quantityIn", quantityIn);
        p.put("quantityFrom", quantityFrom);
        p.put("quantityTo", quantityTo);
        p.put("unitPrice", unitPrice);
        p.put("unitPriceIn", unitPriceIn);
        p.put("unitPriceFrom", unitPriceFrom);
        p.put("unitPriceTo", unitPriceTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
