package me.zhengjie.modules.biz.rest;

import java.math.BigDecimal;
import java.sql.Timestamp;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import me.zhengjie.common.QuerySupport;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of 订单表 list queries ({@code GET /api/orders/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class OrderCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("orderId", "orderNo", "customerId", "totalAmount", "status", "createBy", "createTime", "updateBy", "updateTime", "remark"));

    /** order_id equals the value. */
    private Long orderId;

    /** order_id is one of the values (a,b or repeated). */
    private List<Long> orderIdIn;

    /** order_no equals the value. */
    private String orderNo;

    /** order_no contains the text (% and _ match themselves). */
    private String orderNoLike;

    /** customer_id equals the value. */
    private Long customerId;

    /** customer_id is one of the values (a,b or repeated). */
    private List<Long> customerIdIn;

    /** total_amount equals the value. */
    private BigDecimal totalAmount;

    /** total_amount is one of the values (a,b or repeated). */
    private List<BigDecimal> totalAmountIn;

    /** total_amount at least the value. */
    private BigDecimal totalAmountFrom;

    /** total_amount at most the value. */
    private BigDecimal totalAmountTo;

    /** total_amount is null (true) or not null (false). */
    private Boolean totalAmountIsNull;

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

    public Boolean getTotalAmountIsNull() {
        return totalAmountIsNull;
    }

    public void setTotalAmountIsNull(Boolean totalAmountIsNull) {
        this.totalAmountIsNull = totalAmountIsNull;
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
        p.put("orderId", orderId);
        p.put("orderIdIn", orderIdIn);
        p.put("orderNo", orderNo);
        p.put("orderNoLike", QuerySupport.contains(orderNoLike));
        p.put("customerId", customerId);
        p.put("customerIdIn", customerIdIn);
        p.put("totalAmount", totalAmount);
        p.put("totalAmountIn", totalAmountIn);
        p.put("totalAmountFrom", totalAmountFrom);
        p.put("totalAmountTo", totalAmountTo);
        p.put("totalAmountIsNull", totalAmountIsNull);
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
