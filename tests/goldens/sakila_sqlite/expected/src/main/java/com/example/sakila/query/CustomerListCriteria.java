package com.example.sakila.query;

import com.example.sakila.common.QuerySupport;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of Customer list list queries ({@code GET /api/customer-list/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class CustomerListCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("id", "address", "zipCode", "phone", "city", "country", "sid"));

    /** ID equals the value. */
    private Long id;

    /** ID is one of the values (a,b or repeated). */
    private List<Long> idIn;

    /** ID is null (true) or not null (false). */
    private Boolean idIsNull;

    /** address equals the value. */
    private String address;

    /** address contains the text (% and _ match themselves). */
    private String addressLike;

    /** address is null (true) or not null (false). */
    private Boolean addressIsNull;

    /** zip_code equals the value. */
    private String zipCode;

    /** zip_code contains the text (% and _ match themselves). */
    private String zipCodeLike;

    /** zip_code is null (true) or not null (false). */
    private Boolean zipCodeIsNull;

    /** phone equals the value. */
    private String phone;

    /** phone contains the text (% and _ match themselves). */
    private String phoneLike;

    /** phone is null (true) or not null (false). */
    private Boolean phoneIsNull;

    /** city equals the value. */
    private String city;

    /** city contains the text (% and _ match themselves). */
    private String cityLike;

    /** city is null (true) or not null (false). */
    private Boolean cityIsNull;

    /** country equals the value. */
    private String country;

    /** country contains the text (% and _ match themselves). */
    private String countryLike;

    /** country is null (true) or not null (false). */
    private Boolean countryIsNull;

    /** SID equals the value. */
    private Integer sid;

    /** SID is one of the values (a,b or repeated). */
    private List<Integer> sidIn;

    /** SID at least the value. */
    private Integer sidFrom;

    /** SID at most the value. */
    private Integer sidTo;

    /** SID is null (true) or not null (false). */
    private Boolean sidIsNull;

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

    public Boolean getIdIsNull() {
        return idIsNull;
    }

    public void setIdIsNull(Boolean idIsNull) {
        this.idIsNull = idIsNull;
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

    public Boolean getAddressIsNull() {
        return addressIsNull;
    }

    public void setAddressIsNull(Boolean addressIsNull) {
        this.addressIsNull = addressIsNull;
    }

    public String getZipCode() {
        return zipCode;
    }

    public void setZipCode(String zipCode) {
        this.zipCode = zipCode;
    }

    public String getZipCodeLike() {
        return zipCodeLike;
    }

    public void setZipCodeLike(String zipCodeLike) {
        this.zipCodeLike = zipCodeLike;
    }

    public Boolean getZipCodeIsNull() {
        return zipCodeIsNull;
    }

    public void setZipCodeIsNull(Boolean zipCodeIsNull) {
        this.zipCodeIsNull = zipCodeIsNull;
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

    public Boolean getPhoneIsNull() {
        return phoneIsNull;
    }

    public void setPhoneIsNull(Boolean phoneIsNull) {
        this.phoneIsNull = phoneIsNull;
    }

    public String getCity() {
        return city;
    }

    public void setCity(String city) {
        this.city = city;
    }

    public String getCityLike() {
        return cityLike;
    }

    public void setCityLike(String cityLike) {
        this.cityLike = cityLike;
    }

    public Boolean getCityIsNull() {
        return cityIsNull;
    }

    public void setCityIsNull(Boolean cityIsNull) {
        this.cityIsNull = cityIsNull;
    }

    public String getCountry() {
        return country;
    }

    public void setCountry(String country) {
        this.country = country;
    }

    public String getCountryLike() {
        return countryLike;
    }

    public void setCountryLike(String countryLike) {
        this.countryLike = countryLike;
    }

    public Boolean getCountryIsNull() {
        return countryIsNull;
    }

    public void setCountryIsNull(Boolean countryIsNull) {
        this.countryIsNull = countryIsNull;
    }

    public Integer getSid() {
        return sid;
    }

    public void setSid(Integer sid) {
        this.sid = sid;
    }

    public List<Integer> getSidIn() {
        return sidIn;
    }

    public void setSidIn(List<Integer> sidIn) {
        this.sidIn = sidIn;
    }

    public Integer getSidFrom() {
        return sidFrom;
    }

    public void setSidFrom(Integer sidFrom) {
        this.sidFrom = sidFrom;
    }

    public Integer getSidTo() {
        return sidTo;
    }

    public void setSidTo(Integer sidTo) {
        this.sidTo = sidTo;
    }

    public Boolean getSidIsNull() {
        return sidIsNull;
    }

    public void setSidIsNull(Boolean sidIsNull) {
        this.sidIsNull = sidIsNull;
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
        p.put("idIsNull", idIsNull);
        p.put("address", address);
        p.put("addressLike", QuerySupport.contains(addressLike));
        p.put("addressIsNull", addressIsNull);
        p.put("zipCode", zipCode);
        p.put("zipCodeLike", QuerySupport.contains(zipCodeLike));
        p.put("zipCodeIsNull", zipCodeIsNull);
        p.put("phone", phone);
        p.put("phoneLike", QuerySupport.contains(phoneLike));
        p.put("phoneIsNull", phoneIsNull);
        p.put("city", city);
        p.put("cityLike", QuerySupport.contains(cityLike));
        p.put("cityIsNull", cityIsNull);
        p.put("country", country);
        p.put("countryLike", QuerySupport.contains(countryLike));
        p.put("countryIsNull", countryIsNull);
        p.put("sid", sid);
        p.put("sidIn", sidIn);
        p.put("sidFrom", sidFrom);
        p.put("sidTo", sidTo);
        p.put("sidIsNull", sidIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
