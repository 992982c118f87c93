package me.zhengjie.modules.biz.rest;

import java.sql.Timestamp;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import me.zhengjie.common.QuerySupport;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of 客户信息表 list queries ({@code GET /api/customers/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class CustomerCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("customerId", "customerName", "phone", "email", "status", "createBy", "createTime", "updateBy", "updateTime", "remark"));

    /** customer_id equals the value. */
    private Long customerId;

    /** customer_id is one of the values (a,b or repeated). */
    private List<Long> customerIdIn;

    /** customer_name contains the text (% and _ match themselves). */
    private String customerNameLike;

    /** customer_name starts with the text (% and _ match themselves). */
    private String customerNameStarts;

    /** customer_name equals the value. */
    private String customerName;

    /** phone equals the value. */
    private String phone;

    /** phone contains the text (% and _ match themselves). */
    private String phoneLike;

    /** phone is null (true) or not null (false). */
    private Boolean phoneIsNull;

    /** email equals the value. */
    private String email;

    /** email contains the text (% and _ match themselves). */
    private String emailLike;

    /** email is null (true) or not null (false). */
    private Boolean emailIsNull;

    /** status equals the value. */
    private String status;

    /** status is one of the values (a,b or repeated). */
    private List<String> statusIn;

    /** status is null (true) or not null (false). */
    private Boolean statusIsNull;

    /** create_by equals the value. */
    private String createBy;

    /** create_by contains the text (% and _ match themselves). */
    private String createByLike;

    /** create_by is null (true) or not null (false). */
    private Boolean createByIsNull;

    /** create_time at least the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private Timestamp createTimeFrom;

    /** create_time at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private Timestamp createTimeTo;

    /** create_time is null (true) or not null (false). */
    private Boolean createTimeIsNull;

    /** update_by equals the value. */
    private String updateBy;

    /** update_by contains the text (% and _ match themselves). */
    private String updateByLike;

    /** update_by is null (true) or not null (false). */
    private Boolean updateByIsNull;

    /** update_time at least the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private Timestamp updateTimeFrom;

    /** update_time at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private Timestamp updateTimeTo;

    /** update_time is null (true) or not null (false). */
    private Boolean updateTimeIsNull;

    /** remark equals the value. */
    private String remark;

    /** remark contains the text (% and _ match themselves). */
    private String remarkLike;

    /** remark is null (true) or not null (false). */
    private Boolean remarkIsNull;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public Long getCustomerId() {
        return customerId;
    }

    public void setCustomerId(Long customerId) {
        this.customerId = customerId;
    }

    public List<Long> getCustomerIdIn() {
        return customerIdIn;
    }

    public void setCustomerIdIn(List<Long> customerIdIn) {
        this.customerIdIn = customerIdIn;
    }

    public String getCustomerNameLike() {
        return customerNameLike;
    }

    public void setCustomerNameLike(String customerNameLike) {
        this.customerNameLike = customerNameLike;
    }

    public String getCustomerNameStarts() {
        return customerNameStarts;
    }

    public void setCustomerNameStarts(String customerNameStarts) {
        this.customerNameStarts = customerNameStarts;
    }

    public String getCustomerName() {
        return customerName;
    }

    public void setCustomerName(String customerName) {
        this.customerName = customerName;
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

    public String getEmail() {
        return email;
    }

    public void setEmail(String email) {
        this.email = email;
    }

    public String getEmailLike() {
        return emailLike;
    }

    public void setEmailLike(String emailLike) {
        this.emailLike = emailLike;
    }

    public Boolean getEmailIsNull() {
        return emailIsNull;
    }

    public void setEmailIsNull(Boolean emailIsNull) {
        this.emailIsNull = emailIsNull;
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

    public Boolean getStatusIsNull() {
        return statusIsNull;
    }

    public void setStatusIsNull(Boolean statusIsNull) {
        this.statusIsNull = statusIsNull;
    }

    public String getCreateBy() {
        return createBy;
    }

    public void setCreateBy(String createBy) {
        this.createBy = createBy;
    }

    public String getCreateByLike() {
        return createByLike;
    }

    public void setCreateByLike(String createByLike) {
        this.createByLike = createByLike;
    }

    public Boolean getCreateByIsNull() {
        return createByIsNull;
    }

    public void setCreateByIsNull(Boolean createByIsNull) {
        this.createByIsNull = createByIsNull;
    }

    public Timestamp getCreateTimeFrom() {
        return createTimeFrom;
    }

    public void setCreateTimeFrom(Timestamp createTimeFrom) {
        this.createTimeFrom = createTimeFrom;
    }

    public Timestamp getCreateTimeTo() {
        return createTimeTo;
    }

    public void setCreateTimeTo(Timestamp createTimeTo) {
        this.createTimeTo = createTimeTo;
    }

    public Boolean getCreateTimeIsNull() {
        return createTimeIsNull;
    }

    public void setCreateTimeIsNull(Boolean createTimeIsNull) {
        this.createTimeIsNull = createTimeIsNull;
    }

    public String getUpdateBy() {
        return updateBy;
    }

    public void setUpdateBy(String updateBy) {
        this.updateBy = updateBy;
    }

    public String getUpdateByLike() {
        return updateByLike;
    }

    public void setUpdateByLike(String updateByLike) {
        this.updateByLike = updateByLike;
    }

    public Boolean getUpdateByIsNull() {
        return updateByIsNull;
    }

    public void setUpdateByIsNull(Boolean updateByIsNull) {
        this.updateByIsNull = updateByIsNull;
    }

    public Timestamp getUpdateTimeFrom() {
        return updateTimeFrom;
    }

    public void setUpdateTimeFrom(Timestamp updateTimeFrom) {
        this.updateTimeFrom = updateTimeFrom;
    }

    public Timestamp getUpdateTimeTo() {
        return updateTimeTo;
    }

    public void setUpdateTimeTo(Timestamp updateTimeTo) {
        this.updateTimeTo = updateTimeTo;
    }

    public Boolean getUpdateTimeIsNull() {
        return updateTimeIsNull;
    }

    public void setUpdateTimeIsNull(Boolean updateTimeIsNull) {
        this.updateTimeIsNull = updateTimeIsNull;
    }

    public String getRemark() {
        return remark;
    }

    public void setRemark(String remark) {
        this.remark = remark;
    }

    public String getRemarkLike() {
        return remarkLike;
    }

    public void setRemarkLike(String remarkLike) {
        this.remarkLike = remarkLike;
    }

    public Boolean getRemarkIsNull() {
        return remarkIsNull;
    }

    public void setRemarkIsNull(Boolean remarkIsNull) {
        this.remarkIsNull = remarkIsNull;
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
        p.put("customerId", customerId);
        p.put("customerIdIn", customerIdIn);
        p.put("customerNameLike", QuerySupport.contains(customerNameLike));
        p.put("customerNameStarts", QuerySupport.startsWith(customerNameStarts));
        p.put("customerName", customerName);
        p.put("phone", phone);
        p.put("phoneLike", QuerySupport.contains(phoneLike));
        p.put("phoneIsNull", phoneIsNull);
        p.put("email", email);
        p.put("emailLike", QuerySupport.contains(emailLike));
        p.put("emailIsNull", emailIsNull);
        p.put("status", status);
        p.put("statusIn", statusIn);
        p.put("statusIsNull", statusIsNull);
        p.put("createBy", createBy);
        p.put("createByLike", QuerySupport.contains(createByLike));
        p.put("createByIsNull", createByIsNull);
        p.put("createTimeFrom", createTimeFrom);
        p.put("createTimeTo", createTimeTo);
        p.put("createTimeIsNull", createTimeIsNull);
        p.put("updateBy", updateBy);
        p.put("updateByLike", QuerySupport.contains(updateByLike));
        p.put("updateByIsNull", updateByIsNull);
        p.put("updateTimeFrom", updateTimeFrom);
        p.put("updateTimeTo", updateTimeTo);
        p.put("updateTimeIsNull", updateTimeIsNull);
        p.put("remark", remark);
        p.put("remarkLike", QuerySupport.contains(remarkLike));
        p.put("remarkIsNull", remarkIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
