package com.ruoyi.web.controller.biz;

import com.ruoyi.common.QuerySupport;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Collections;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of 订单明细表 list queries ({@code GET /biz/orderitem/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class OrderItemCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("itemId", "orderId", "productName", "quantity", "price", "createBy", "createTime", "updateBy", "updateTime"));

    /** item_id equals the value. */
    private Long itemId;

    /** item_id is one of the values (a,b or repeated). */
    private List<Long> itemIdIn;

    /** order_id equals the value. */
    private Long orderId;

    /** order_id is one of the values (a,b or repeated). */
    private List<Long> orderIdIn;

    /** product_name contains the text (% and _ match themselves). */
    private String productNameLike;

    /** product_name starts with the text (% and _ match themselves). */
    private String productNameStarts;

    /** product_name equals the value. */
    private String productName;

    /** quantity equals the value. */
    private Integer quantity;

    /** quantity is one of the values (a,b or repeated). */
    private List<Integer> quantityIn;

    /** quantity at least the value. */
    private Integer quantityFrom;

    /** quantity at most the value. */
    private Integer quantityTo;

    /** quantity is null (true) or not null (false). */
    private Boolean quantityIsNull;

    /** price equals the value. */
    private BigDecimal price;

    /** price is one of the values (a,b or repeated). */
    private List<BigDecimal> priceIn;

    /** price at least the value. */
    private BigDecimal priceFrom;

    /** price at most the value. */
    private BigDecimal priceTo;

    /** price is null (true) or not null (false). */
    private Boolean priceIsNull;

    /** create_by equals the value. */
    private String createBy;

    /** create_by contains the text (% and _ match themselves). */
    private String createByLike;

    /** create_by is null (true) or not null (false). */
    private Boolean createByIsNull;

    /** create_time at least the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private Date createTimeFrom;

    /** create_time at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private Date createTimeTo;

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
    private Date updateTimeFrom;

    /** update_time at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private Date updateTimeTo;

    /** update_time is null (true) or not null (false). */
    private Boolean updateTimeIsNull;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public Long getItemId() {
        return itemId;
    }

    public void setItemId(Long itemId) {
        this.itemId = itemId;
    }

    public List<Long> getItemIdIn() {
        return itemIdIn;
    }

    public void setItemIdIn(List<Long> itemIdIn) {
        this.itemIdIn = itemIdIn;
    }

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

    public String getProductNameLike() {
        return productNameLike;
    }

    public void setProductNameLike(String productNameLike) {
        this.productNameLike = productNameLike;
    }

    public String getProductNameStarts() {
        return productNameStarts;
    }

    public void setProductNameStarts(String productNameStarts) {
        this.productNameStarts = productNameStarts;
    }

    public String getProductName() {
        return productName;
    }

    public void setProductName(String productName) {
        this.productName = productName;
    }

    public Integer getQuantity() {
        return quantity;
    }

    public void setQuantity(Integer quantity) {
        this.quantity = quantity;
    }

    public List<Integer> getQuantityIn() {
        return quantityIn;
    }

    public void setQuantityIn(List<Integer> quantityIn) {
        this.quantityIn = quantityIn;
    }

    public Integer getQuantityFrom() {
        return quantityFrom;
    }

    public void setQuantityFrom(Integer quantityFrom) {
        this.quantityFrom = quantityFrom;
    }

    public Integer getQuantityTo() {
        return quantityTo;
    }

    public void setQuantityTo(Integer quantityTo) {
        this.quantityTo = quantityTo;
    }

    public Boolean getQuantityIsNull() {
        return quantityIsNull;
    }

    public void setQuantityIsNull(Boolean quantityIsNull) {
        this.quantityIsNull = quantityIsNull;
    }

    public BigDecimal getPrice() {
        return price;
    }

    public void setPrice(BigDecimal price) {
        this.price = price;
    }

    public List<BigDecimal> getPriceIn() {
        return priceIn;
    }

    public void setPriceIn(List<BigDecimal> priceIn) {
        this.priceIn = priceIn;
    }

    public BigDecimal getPriceFrom() {
        return priceFrom;
    }

    public void setPriceFrom(BigDecimal priceFrom) {
        this.priceFrom = priceFrom;
    }

    public BigDecimal getPriceTo() {
        return priceTo;
    }

    public void setPriceTo(BigDecimal priceTo) {
        this.priceTo = priceTo;
    }

    public Boolean getPriceIsNull() {
        return priceIsNull;
    }

    public void setPriceIsNull(Boolean priceIsNull) {
        this.priceIsNull = priceIsNull;
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

    public Date getCreateTimeFrom() {
        return createTimeFrom;
    }

    public void setCreateTimeFrom(Date createTimeFrom) {
        this.createTimeFrom = createTimeFrom;
    }

    public Date getCreateTimeTo() {
        return createTimeTo;
    }

    public void setCreateTimeTo(Date createTimeTo) {
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

    public Date getUpdateTimeFrom() {
        return updateTimeFrom;
    }

    public void setUpdateTimeFrom(Date updateTimeFrom) {
        this.updateTimeFrom = updateTimeFrom;
    }

    public Date getUpdateTimeTo() {
        return updateTimeTo;
    }

    public void setUpdateTimeTo(Date updateTimeTo) {
        this.updateTimeTo = updateTimeTo;
    }

    public Boolean getUpdateTimeIsNull() {
        return updateTimeIsNull;
    }

    public void setUpdateTimeIsNull(Boolean updateTimeIsNull) {
        this.updateTimeIsNull = updateTimeIsNull;
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
        p.put("itemId", itemId);
        p.put("itemIdIn", itemIdIn);
        p.put("orderId", orderId);
        p.put("orderIdIn", orderIdIn);
        p.put("productNameLike", QuerySupport.contains(productNameLike));
        p.put("productNameStarts", QuerySupport.startsWith(productNameStarts));
        p.put("productName", productName);
        p.put("quantity", quantity);
        p.put("quantityIn", quantityIn);
        p.put("quantityFrom", quantityFrom);
        p.put("quantityTo", quantityTo);
        p.put("quantityIsNull", quantityIsNull);
        p.put("price", price);
        p.put("priceIn", priceIn);
        p.put("priceFrom", priceFrom);
        p.put("priceTo", priceTo);
        p.put("priceIsNull", priceIsNull);
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
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
