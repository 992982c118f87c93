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
 * Filters, sort and page of Address list queries ({@code GET /api/address/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class AddressCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("addressId", "address", "address2", "district", "cityId", "postalCode", "phone", "lastUpdate"));

    /** address_id equals the value. */
    private Long addressId;

    /** address_id is one of the values (a,b or repeated). */
    private List<Long> addressIdIn;

    /** address equals the value. */
    private String address;

    /** address contains the text (% and _ match themselves). */
    private String addressLike;

    /** address2 equals the value. */
    private String address2;

    /** address2 contains the text (% and _ match themselves). */
    private String address2Like;

    /** address2 is null (true) or not null (false). */
    private Boolean address2IsNull;

    /** district equals the value. */
    private String district;

    /** district contains the text (% and _ match themselves). */
    private String districtLike;

    /** city_id equals the value. */
    private Integer cityId;

    /** city_id is one of the values (a,b or repeated). */
    private List<Integer> cityIdIn;

    /** postal_code equals the value. */
    private String postalCode;

    /** postal_code contains the text (% and _ match themselves). */
    private String postalCodeLike;

    /** postal_code is null (true) or not null (false). */
    private Boolean postalCodeIsNull;

    /** phone equals the value. */
    private String phone;

    /** phone contains the text (% and _ match themselves). */
    private String phoneLike;

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

    public Long getAddressId() {
        return addressId;
    }

    public void setAddressId(Long addressId) {
        this.addressId = addressId;
    }

    public List<Long> getAddressIdIn() {
        return addressIdIn;
    }

    public void setAddressIdIn(List<Long> addressIdIn) {
        this.addressIdIn = addressIdIn;
    }

    public String getAddress() {
        return address;
    }

    public void setAddress(String address) {
        this.address = address;
    }

    public String getAddressLike() {
        return addressLike;
    }

    public void setAddressLike(String addressLike) {
        this.addressLike = addressLike;
    }

    public String getAddress2() {
        return address2;
    }

    public void setAddress2(String address2) {
        this.address2 = address2;
    }

    public String getAddress2Like() {
        return address2Like;
    }

    public void setAddress2Like(String address2Like) {
        this.address2Like = address2Like;
    }

    public Boolean getAddress2IsNull() {
        return address2IsNull;
    }

    public void setAddress2IsNull(Boolean address2IsNull) {
        this.address2IsNull = address2IsNull;
    }

    public String getDistrict() {
        return district;
    }

    public void setDistrict(String district) {
        this.district = district;
    }

    public String getDistrictLike() {
        return districtLike;
    }

    public void setDistrictLike(String districtLike) {
        this.districtLike = districtLike;
    }

    public Integer getCityId() {
        return cityId;
    }

    public void setCityId(Integer cityId) {
        this.cityId = cityId;
    }

    public List<Integer> getCityIdIn() {
        return cityIdIn;
    }

    public void setCityIdIn(List<Integer> cityIdIn) {
        this.cityIdIn = cityIdIn;
    }

    public String getPostalCode() {
        return postalCode;
    }

    public void setPostalCode(String postalCode) {
        this.postalCode = postalCode;
    }

    public String getPostalCodeLike() {
        return postalCodeLike;
    }

    public void setPostalCodeLike(String postalCodeLike) {
        this.postalCodeLike = postalCodeLike;
    }

    public Boolean getPostalCodeIsNull() {
        return postalCodeIsNull;
    }

    public void setPostalCodeIsNull(Boolean postalCodeIsNull) {
        this.postalCodeIsNull = postalCodeIsNull;
    }

    public String getPhone() {
        return phone;
    }

    public void setPhone(String phone) {
        this.phone = phone;
    }

    public String getPhoneLike() {
        return phoneLike;
    }

    public void setPhoneLike(String phoneLike) {
        this.phoneLike = phoneLike;
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
        p.put("addressId", addressId);
        p.put("addressIdIn", addressIdIn);
        p.put("address", address);
        p.put("addressLike", QuerySupport.contains(addressLike));
        p.put("address2", address2);
        p.put("address2Like", QuerySupport.contains(address2Like));
        p.put("address2IsNull", address2IsNull);
        p.put("district", district);
        p.put("districtLike", QuerySupport.contains(districtLike));
        p.put("cityId", cityId);
        p.put("cityIdIn", cityIdIn);
        p.put("postalCode", postalCode);
        p.put("postalCodeLike", QuerySupport.contains(postalCodeLike));
        p.put("postalCodeIsNull", postalCodeIsNull);
        p.put("phone", phone);
        p.put("phoneLike", QuerySupport.contains(phoneLike));
        p.put("lastUpdateFrom", lastUpdateFrom);
        p.put("lastUpdateTo", lastUpdateTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
