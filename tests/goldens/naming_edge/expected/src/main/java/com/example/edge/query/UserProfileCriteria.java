package com.example.edge.query;

import com.example.edge.common.QuerySupport;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of 用户资料 list queries ({@code GET /api/user-profile/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class UserProfileCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("id", "firstName", "class_", "default_", "_2faCode", "order", "用户名", "aValue", "url"));

    /** id equals the value. */
    private Long id;

    /** id is one of the values (a,b or repeated). */
    private List<Long> idIn;

    /** first name contains the text (% and _ match themselves). */
    private String firstNameLike;

    /** first name starts with the text (% and _ match themselves). */
    private String firstNameStarts;

    /** first name equals the value. */
    private String firstName;

    /** first name is null (true) or not null (false). */
    private Boolean firstNameIsNull;

    /** class equals the value. */
    private String class_;

    /** class contains the text (% and _ match themselves). */
    private String class_Like;

    /** class is null (true) or not null (false). */
    private Boolean class_IsNull;

    /** default equals the value. */
    private Boolean default_;

    /** 2fa_code equals the value. */
    private String _2faCode;

    /** 2fa_code contains the text (% and _ match themselves). */
    private String _2faCodeLike;

    /** 2fa_code is null (true) or not null (false). */
    private Boolean _2faCodeIsNull;

    /** order equals the value. */
    private Integer order;

    /** order is one of the values (a,b or repeated). */
    private List<Integer> orderIn;

    /** order at least the value. */
    private Integer orderFrom;

    /** order at most the value. */
    private Integer orderTo;

    /** order is null (true) or not null (false). */
    private Boolean orderIsNull;

    /** 用户名 equals the value. */
    private String 用户名;

    /** 用户名 contains the text (% and _ match themselves). */
    private String 用户名Like;

    /** 用户名 is null (true) or not null (false). */
    private Boolean 用户名IsNull;

    /** a_value equals the value. */
    private Integer aValue;

    /** a_value is one of the values (a,b or repeated). */
    private List<Integer> aValueIn;

    /** a_value at least the value. */
    private Integer aValueFrom;

    /** a_value at most the value. */
    private Integer aValueTo;

    /** a_value is null (true) or not null (false). */
    private Boolean aValueIsNull;

    /** URL equals the value. */
    private String url;

    /** URL contains the text (% and _ match themselves). */
    private String urlLike;

    /** URL is null (true) or not null (false). */
    private Boolean urlIsNull;

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

    public String getFirstNameLike() {
        return firstNameLike;
    }

    public void setFirstNameLike(String firstNameLike) {
        this.firstNameLike = firstNameLike;
    }

    public String getFirstNameStarts() {
        return firstNameStarts;
    }

    public void setFirstNameStarts(String firstNameStarts) {
        this.firstNameStarts = firstNameStarts;
    }

    public String getFirstName() {
        return firstName;
    }

    public void setFirstName(String firstName) {
        this.firstName = firstName;
    }

    public Boolean getFirstNameIsNull() {
        return firstNameIsNull;
    }

    public void setFirstNameIsNull(Boolean firstNameIsNull) {
        this.firstNameIsNull = firstNameIsNull;
    }

    public String getClass_() {
        return class_;
    }

    public void setClass_(String class_) {
        this.class_ = class_;
    }

    public String getClass_Like() {
        return class_Like;
    }

    public void setClass_Like(String class_Like) {
        this.class_Like = class_Like;
    }

    public Boolean getClass_IsNull() {
        return class_IsNull;
    }

    public void setClass_IsNull(Boolean class_IsNull) {
        this.class_IsNull = class_IsNull;
    }

    public Boolean getDefault_() {
        return default_;
    }

    public void setDefault_(Boolean default_) {
        this.default_ = default_;
    }

    public String get_2faCode() {
        return _2faCode;
    }

    public void set_2faCode(String _2faCode) {
        this._2faCode = _2faCode;
    }

    public String get_2faCodeLike() {
        return _2faCodeLike;
    }

    public void set_2faCodeLike(String _2faCodeLike) {
        this._2faCodeLike = _2faCodeLike;
    }

    public Boolean get_2faCodeIsNull() {
        return _2faCodeIsNull;
    }

    public void set_2faCodeIsNull(Boolean _2faCodeIsNull) {
        this._2faCodeIsNull = _2faCodeIsNull;
    }

    public Integer getOrder() {
        return order;
    }

    public void setOrder(Integer order) {
        this.order = order;
    }

    public List<Integer> getOrderIn() {
        return orderIn;
    }

    public void setOrderIn(List<Integer> orderIn) {
        this.orderIn = orderIn;
    }

    public Integer getOrderFrom() {
        return orderFrom;
    }

    public void setOrderFrom(Integer orderFrom) {
        this.orderFrom = orderFrom;
    }

    public Integer getOrderTo() {
        return orderTo;
    }

    public void setOrderTo(Integer orderTo) {
        this.orderTo = orderTo;
    }

    public Boolean getOrderIsNull() {
        return orderIsNull;
    }

    public void setOrderIsNull(Boolean orderIsNull) {
        this.orderIsNull = orderIsNull;
    }

    public String get用户名() {
        return 用户名;
    }

    public void set用户名(String 用户名) {
        this.用户名 = 用户名;
    }

    public String get用户名Like() {
        return 用户名Like;
    }

    public void set用户名Like(String 用户名Like) {
        this.用户名Like = 用户名Like;
    }

    public Boolean get用户名IsNull() {
        return 用户名IsNull;
    }

    public void set用户名IsNull(Boolean 用户名IsNull) {
        this.用户名IsNull = 用户名IsNull;
    }

    public Integer getaValue() {
        return aValue;
    }

    public void setaValue(Integer aValue) {
        this.aValue = aValue;
    }

    public List<Integer> getaValueIn() {
        return aValueIn;
    }

    public void setaValueIn(List<Integer> aValueIn) {
        this.aValueIn = aValueIn;
    }

    public Integer getaValueFrom() {
        return aValueFrom;
    }

    public void setaValueFrom(Integer aValueFrom) {
        this.aValueFrom = aValueFrom;
    }

    public Integer getaValueTo() {
        return aValueTo;
    }

    public void setaValueTo(Integer aValueTo) {
        this.aValueTo = aValueTo;
    }

    public Boolean getaValueIsNull() {
        return aValueIsNull;
    }

    public void setaValueIsNull(Boolean aValueIsNull) {
        this.aValueIsNull = aValueIsNull;
    }

    public String getUrl() {
        return url;
    }

    public void setUrl(String url) {
        this.url = url;
    }

    public String getUrlLike() {
        return urlLike;
    }

    public void setUrlLike(String urlLike) {
        this.urlLike = urlLike;
    }

    public Boolean getUrlIsNull() {
        return urlIsNull;
    }

    public void setUrlIsNull(Boolean urlIsNull) {
        this.urlIsNull = urlIsNull;
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
        p.put("firstNameLike", QuerySupport.contains(firstNameLike));
        p.put("firstNameStarts", QuerySupport.startsWith(firstNameStarts));
        p.put("firstName", firstName);
        p.put("firstNameIsNull", firstNameIsNull);
        p.put("class_", class_);
        p.put("class_Like", QuerySupport.contains(class_Like));
        p.put("class_IsNull", class_IsNull);
        p.put("default_", default_);
        p.put("_2faCode", _2faCode);
        p.put("_2faCodeLike", QuerySupport.contains(_2faCodeLike));
        p.put("_2faCodeIsNull", _2faCodeIsNull);
        p.put("order", order);
        p.put("orderIn", orderIn);
        p.put("orderFrom", orderFrom);
        p.put("orderTo", orderTo);
        p.put("orderIsNull", orderIsNull);
        p.put("用户名", 用户名);
        p.put("用户名Like", QuerySupport.contains(用户名Like));
        p.put("用户名IsNull", 用户名IsNull);
        p.put("aValue", aValue);
        p.put("aValueIn", aValueIn);
        p.put("aValueFrom", aValueFrom);
        p.put("aValueTo", aValueTo);
        p.put("aValueIsNull", aValueIsNull);
        p.put("url", url);
        p.put("urlLike", QuerySupport.contains(urlLike));
        p.put("urlIsNull", urlIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
