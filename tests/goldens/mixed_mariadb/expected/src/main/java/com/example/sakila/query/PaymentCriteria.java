package com.example.sakila.query;

import com.example.sakila.common.QuerySupport;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Payment list queries ({@code GET /api/payment/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 *
 * @author Genix Golden
 */
public class PaymentCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("paymentId", "customerId", "staffId", "rentalId", "amount", "paymentDate", "lastUpdate"));

    /** payment_id equals the value. */
    private Integer paymentId;

    /** payment_id is one of the values (a,b or repeated). */
    private List<Integer> paymentIdIn;

    /** customer_id equals the value. */
    private Integer customerId;

    /** customer_id is one of the values (a,b or repeated). */
    private List<Integer> customerIdIn;

    /** staff_id equals the value. */
    private Integer staffId;

    /** staff_id is one of the values (a,b or repeated). */
    private List<Integer> staffIdIn;

    /** rental_id equals the value. */
    private Integer rentalId;

    /** rental_id is one of the values (a,b or repeated). */
    private List<Integer> rentalIdIn;

    /** rental_id is null (true) or not null (false). */
    private Boolean rentalIdIsNull;

    /** amount equals the value. */
    private BigDecimal amount;

    /** amount is one of the values (a,b or repeated). */
    private List<BigDecimal> amountIn;

    /** amount at least the value. */
    private BigDecimal amountFrom;

    /** amount at most the value. */
    private BigDecimal amountTo;

    /** payment_date at least the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime paymentDateFrom;

    /** payment_date at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime paymentDateTo;

    /** last_update at least the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdateFrom;

    /** last_update at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdateTo;

    /** last_update is null (true) or not null (false). */
    private Boolean lastUpdateIsNull;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public Integer getPaymentId() {
        return paymentId;
    }

    public void setPaymentId(Integer paymentId) {
        this.paymentId = paymentId;
    }

    public List<Integer> getPaymentIdIn() {
        return paymentIdIn;
    }

    public void setPaymentIdIn(List<Integer> paymentIdIn) {
        this.paymentIdIn = paymentIdIn;
    }

    public Integer getCustomerId() {
        return customerId;
    }

    public void setCustomerId(Integer customerId) {
        this.customerId = customerId;
    }

    public List<Integer> getCustomerIdIn() {
        return customerIdIn;
    }

    public void setCustomerIdIn(List<Integer> customerIdIn) {
        this.customerIdIn = customerIdIn;
    }

    public Integer getStaffId() {
        return staffId;
    }

    public void setStaffId(Integer staffId) {
        this.staffId = staffId;
    }

    public List<Integer> getStaffIdIn() {
        return staffIdIn;
    }

    public void setStaffIdIn(List<Integer> staffIdIn) {
        this.staffIdIn = staffIdIn;
    }

    public Integer getRentalId() {
        return rentalId;
    }

    public void setRentalId(Integer rentalId) {
        this.rentalId = rentalId;
    }

    public List<Integer> getRentalIdIn() {
        return rentalIdIn;
    }

    public void setRentalIdIn(List<Integer> rentalIdIn) {
        this.rentalIdIn = rentalIdIn;
    }

    public Boolean getRentalIdIsNull() {
        return rentalIdIsNull;
    }

    public void setRentalIdIsNull(Boolean rentalIdIsNull) {
        this.rentalIdIsNull = rentalIdIsNull;
    }

    public BigDecimal getAmount() {
        return amount;
    }

    public void setAmount(BigDecimal amount) {
        this.amount = amount;
    }

    public List<BigDecimal> getAmountIn() {
        return amountIn;
    }

    public void setAmountIn(List<BigDecimal> amountIn) {
        this.amountIn = amountIn;
    }

    public BigDecimal getAmountFrom() {
        return amountFrom;
    }

    public void setAmountFrom(BigDecimal amountFrom) {
        this.amountFrom = amountFrom;
    }

    public BigDecimal getAmountTo() {
        return amountTo;
    }

    public void setAmountTo(BigDecimal amountTo) {
        this.amountTo = amountTo;
    }

    public LocalDateTime getPaymentDateFrom() {
        return paymentDateFrom;
    }

    public void setPaymentDateFrom(LocalDateTime paymentDateFrom) {
        this.paymentDateFrom = paymentDateFrom;
    }

    public LocalDateTime getPaymentDateTo() {
        return paymentDateTo;
    }

    public void setPaymentDateTo(LocalDateTime paymentDateTo) {
        this.paymentDateTo = paymentDateTo;
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

    public Boolean getLastUpdateIsNull() {
        return lastUpdateIsNull;
    }

    public void setLastUpdateIsNull(Boolean lastUpdateIsNull) {
        this.lastUpdateIsNull = lastUpdateIsNull;
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
        p.put("paymentId", paymentId);
        p.put("paymentIdIn", paymentIdIn);
        p.put("customerId", customerId);
        p.put("customerIdIn", customerIdIn);
        p.put("staffId", staffId);
        p.put("staffIdIn", staffIdIn);
        p.put("rentalId", rentalId);
        p.put("rentalIdIn", rentalIdIn);
        p.put("rentalIdIsNull", rentalIdIsNull);
        p.put("amount", amount);
        p.put("amountIn", amountIn);
        p.put("amountFrom", amountFrom);
        p.put("amountTo", amountTo);
        p.put("paymentDateFrom", paymentDateFrom);
        p.put("paymentDateTo", paymentDateTo);
        p.put("lastUpdateFrom", lastUpdateFrom);
        p.put("lastUpdateTo", lastUpdateTo);
        p.put("lastUpdateIsNull", lastUpdateIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
