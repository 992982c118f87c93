package com.example.demo.query;

import com.example.demo.common.QuerySupport;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Shop order list queries ({@code GET /api/shop-order/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class ShopOrderCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("id", "userId", "orderNo", "status", "totalAmount", "paid", "orderedAt", "shipDate", "note"));

    /** id equals the value. */
    private Long id;

    /** id is one of the values (a,b or repeated). */
    private List<Long> idIn;

    /** user_id equals the value. */
    private Long userId;

    /** user_id is one of the values (a,b or repeated). */
    private List<Long> userIdIn;

    /** order_no equals the value. */
    private String orderNo;

    /** order_no contains the text (% and _ match themselves). */
    private String orderNoLike;

    /** status equals the value. */
    private String status;

    /** status is one of the values (a,b or repeated). */
    private List<String> statusIn;

    /** total_amount equals the value. */
    private BigDecimal totalAmount;

    /** total_amount is one of the values (a,b or repeated). */
    private List<BigDecimal> totalAmountIn;

    /** total_amount at least the value. */
    private BigDecimal totalAmountFrom;

    /** total_amount at most the value. */
    private BigDecimal totalAmountTo;

    /** paid equals the value. */
    private Boolean paid;

    /** ordered_at at least the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime orderedAtFrom;

    /** ordered_at at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime orderedAtTo;

    /** ship_date at least the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE)
    private LocalDate shipDateFrom;

    /** ship_date at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE)
    private LocalDate shipDateTo;

    /** ship_date is null (true) or not null (false). */
    private Boolean shipDateIsNull;

    /** note equals the value. */
    private String note;

    /** note contains the text (% and _ match themselves). */
    private String noteLike;

    /** note is null (true) or not null (false). */
    private Boolean noteIsNull;

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

    public Long getUserId() {
        return userId;
    }

    public void setUserId(Long userId) {
        this.userId = userId;
    }

    public List<Long> getUserIdIn() {
        return userIdIn;
    }

    public void setUserIdIn(List<Long> userIdIn) {
        this.userIdIn = userIdIn;
    }

    public String getOrderNo() {
        return orderNo;
    }

    public void setOrderNo(String orderNo) {
        this.orderNo = orderNo;
    }

    public String getOrderNoLike() {
        return orderNoLike;
    }

    public void setOrderNoLike(String orderNoLike) {
        this.orderNoLike = orderNoLike;
    }

    public String getStatus() {
        return status;
    }

    public void setStatus(String status) {
        this.status = status;
    }

    public List<String> getStatusIn() {
        return statusIn;
    }

    public void setStatusIn(List<String> statusIn) {
        this.statusIn = statusIn;
    }

    public BigDecimal getTotalAmount() {
        return totalAmount;
    }

    public void setTotalAmount(BigDecimal totalAmount) {
        this.totalAmount = totalAmount;
    }

    public List<BigDecimal> getTotalAmountIn() {
        return totalAmountIn;
    }

    public void setTotalAmountIn(List<BigDecimal> totalAmountIn) {
        this.totalAmountIn = totalAmountIn;
    }

    public BigDecimal getTotalAmountFrom() {
        return totalAmountFrom;
    }

    public void setTotalAmountFrom(BigDecimal totalAmountFrom) {
        this.totalAmountFrom = totalAmountFrom;
    }

    public BigDecimal getTotalAmountTo() {
        return totalAmountTo;
    }

    public void setTotalAmountTo(BigDecimal totalAmountTo) {
        this.totalAmountTo = totalAmountTo;
    }

    public Boolean getPaid() {
        return paid;
    }

    public void setPaid(Boolean paid) {
        this.paid = paid;
    }

    public LocalDateTime getOrderedAtFrom() {
        return orderedAtFrom;
    }

    public void setOrderedAtFrom(LocalDateTime orderedAtFrom) {
        this.orderedAtFrom = orderedAtFrom;
    }

    public LocalDateTime getOrderedAtTo() {
        return orderedAtTo;
    }

    public void setOrderedAtTo(LocalDateTime orderedAtTo) {
        this.orderedAtTo = orderedAtTo;
    }

    public LocalDate getShipDateFrom() {
        return shipDateFrom;
    }

    public void setShipDateFrom(LocalDate shipDateFrom) {
        this.shipDateFrom = shipDateFrom;
    }

    public LocalDate getShipDateTo() {
        return shipDateTo;
    }

    public void setShipDateTo(LocalDate shipDateTo) {
        this.shipDateTo = shipDateTo;
    }

    public Boolean getShipDateIsNull() {
        return shipDateIsNull;
    }

    public void setShipDateIsNull(Boolean shipDateIsNull) {
        this.shipDateIsNull = shipDateIsNull;
    }

    public String getNote() {
        return note;
    }

    public void setNote(String note) {
        this.note = note;
    }

    public String getNoteLike() {
        return noteLike;
    }

    public void setNoteLike(String noteLike) {
        this.noteLike = noteLike;
    }

    public Boolean getNoteIsNull() {
        return noteIsNull;
    }

    public void setNoteIsNull(Boolean noteIsNull) {
        this.noteIsNull = noteIsNull;
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
        p.put("userId", userId);
        p.put("userIdIn", userIdIn);
        p.put("orderNo", orderNo);
        p.put("orderNoLike", QuerySupport.contains(orderNoLike));
        p.put("status", status);
        p.put("statusIn", statusIn);
        p.put("totalAmount", totalAmount);
        p.put("totalAmountIn", totalAmountIn);
        p.put("totalAmountFrom", totalAmountFrom);
        p.put("totalAmountTo", totalAmountTo);
        p.put("paid", paid);
        p.put("orderedAtFrom", orderedAtFrom);
        p.put("orderedAtTo", orderedAtTo);
        p.put("shipDateFrom", shipDateFrom);
        p.put("shipDateTo", shipDateTo);
        p.put("shipDateIsNull", shipDateIsNull);
        p.put("note", note);
        p.put("noteLike", QuerySupport.contains(noteLike));
        p.put("noteIsNull", noteIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
