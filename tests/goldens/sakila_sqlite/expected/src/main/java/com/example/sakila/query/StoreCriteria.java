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
 * Filters, sort and page of Store list queries ({@code GET /api/store/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class StoreCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("storeId", "managerStaffId", "addressId", "lastUpdate"));

    /** store_id equals the value. */
    private Long storeId;

    /** store_id is one of the values (a,b or repeated). */
    private List<Long> storeIdIn;

    /** manager_staff_id equals the value. */
    private Integer managerStaffId;

    /** manager_staff_id is one of the values (a,b or repeated). */
    private List<Integer> managerStaffIdIn;

    /** address_id equals the value. */
    private Integer addressId;

    /** address_id is one of the values (a,b or repeated). */
    private List<Integer> addressIdIn;

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

    public Long getStoreId() {
        return storeId;
    }

    public void setStoreId(Long storeId) {
        this.storeId = storeId;
    }

    public List<Long> getStoreIdIn() {
        return storeIdIn;
    }

    public void setStoreIdIn(List<Long> storeIdIn) {
        this.storeIdIn = storeIdIn;
    }

    public Integer getManagerStaffId() {
        return managerStaffId;
    }

    public void setManagerStaffId(Integer managerStaffId) {
        this.managerStaffId = managerStaffId;
    }

    public List<Integer> getManagerStaffIdIn() {
        return managerStaffIdIn;
    }

    public void setManagerStaffIdIn(List<Integer> managerStaffIdIn) {
        this.managerStaffIdIn = managerStaffIdIn;
    }

    public Integer getAddressId() {
        return addressId;
    }

    public void setAddressId(Integer addressId) {
        this.addressId = addressId;
    }

    public List<Integer> getAddressIdIn() {
        return addressIdIn;
    }

    public void setAddressIdIn(List<Integer> addressIdIn) {
        this.addressIdIn = addressIdIn;
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
        p.put("storeId", storeId);
        p.put("storeIdIn", storeIdIn);
        p.put("managerStaffId", managerStaffId);
        p.put("managerStaffIdIn", managerStaffIdIn);
        p.put("addressId", addressId);
        p.put("addressIdIn", addressIdIn);
        p.put("lastUpdateFrom", lastUpdateFrom);
        p.put("lastUpdateTo", lastUpdateTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
