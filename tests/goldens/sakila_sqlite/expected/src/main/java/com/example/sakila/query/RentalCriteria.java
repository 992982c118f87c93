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
 * Filters, sort and page of Rental list queries ({@code GET /api/rental/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class RentalCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("rentalId", "rentalDate", "inventoryId", "customerId", "returnDate", "staffId", "lastUpdate"));

    /** rental_id equals the value. */
    private Long rentalId;

    /** rental_id is one of the values (a,b or repeated). */
    private List<Long> rentalIdIn;

    /** rental_date at least the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime rentalDateFrom;

    /** rental_date at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime rentalDateTo;

    /** inventory_id equals the value. */
    private Integer inventoryId;

    /** inventory_id is one of the values (a,b or repeated). */
    private List<Integer> inventoryIdIn;

    /** customer_id equals the value. */
    private Integer customerId;

    /** customer_id is one of the values (a,b or repeated). */
    private List<Integer> customerIdIn;

    /** return_date at least the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime returnDateFrom;

    /** return_date at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime returnDateTo;

    /** return_date is null (true) or not null (false). */
    private Boolean returnDateIsNull;

    /** staff_id equals the value. */
    private Integer staffId;

    /** staff_id is one of the values (a,b or repeated). */
    private List<Integer> staffIdIn;

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

    public Long getRentalId() {
        return rentalId;
    }

    public void setRentalId(Long rentalId) {
        this.rentalId = rentalId;
    }

    public List<Long> getRentalIdIn() {
        return rentalIdIn;
    }

    public void setRentalIdIn(List<Long> rentalIdIn) {
        this.rentalIdIn = rentalIdIn;
    }

    public LocalDateTime getRentalDateFrom() {
        return rentalDateFrom;
    }

    public void setRentalDateFrom(LocalDateTime rentalDateFrom) {
        this.rentalDateFrom = rentalDateFrom;
    }

    public LocalDateTime getRentalDateTo() {
        return rentalDateTo;
    }

    public void setRentalDateTo(LocalDateTime rentalDateTo) {
        this.rentalDateTo = rentalDateTo;
    }

    public Integer getInventoryId() {
        return inventoryId;
    }

    public void setInventoryId(Integer inventoryId) {
        this.inventoryId = inventoryId;
    }

    public List<Integer> getInventoryIdIn() {
        return inventoryIdIn;
    }

    public void setInventoryIdIn(List<Integer> inventoryIdIn) {
        this.inventoryIdIn = inventoryIdIn;
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

    public LocalDateTime getReturnDateFrom() {
        return returnDateFrom;
    }

    public void setReturnDateFrom(LocalDateTime returnDateFrom) {
        this.returnDateFrom = returnDateFrom;
    }

    public LocalDateTime getReturnDateTo() {
        return returnDateTo;
    }

    public void setReturnDateTo(LocalDateTime returnDateTo) {
        this.returnDateTo = returnDateTo;
    }

    public Boolean getReturnDateIsNull() {
        return returnDateIsNull;
    }

    public void setReturnDateIsNull(Boolean returnDateIsNull) {
        this.returnDateIsNull = returnDateIsNull;
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
        p.put("rentalId", rentalId);
        p.put("rentalIdIn", rentalIdIn);
        p.put("rentalDateFrom", rentalDateFrom);
        p.put("rentalDateTo", rentalDateTo);
        p.put("inventoryId", inventoryId);
        p.put("inventoryIdIn", inventoryIdIn);
        p.put("customerId", customerId);
        p.put("customerIdIn", customerIdIn);
        p.put("returnDateFrom", returnDateFrom);
        p.put("returnDateTo", returnDateTo);
        p.put("returnDateIsNull", returnDateIsNull);
        p.put("staffId", staffId);
        p.put("staffIdIn", staffIdIn);
        p.put("lastUpdateFrom", lastUpdateFrom);
        p.put("lastUpdateTo", lastUpdateTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
