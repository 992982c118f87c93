package com.ruoyi.web.controller.biz;

import com.ruoyi.common.QuerySupport;
import java.util.Arrays;
import java.util.Collections;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of 岗位信息表 list queries ({@code GET /biz/bizpost/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class BizPostCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("postId", "postCode", "postName", "postSort", "status", "createBy", "createTime", "updateBy", "updateTime", "remark"));

    /** post_id equals the value. */
    private Long postId;

    /** post_id is one of the values (a,b or repeated). */
    private List<Long> postIdIn;

    /** post_code equals the value. */
    private String postCode;

    /** post_code contains the text (% and _ match themselves). */
    private String postCodeLike;

    /** post_name contains the text (% and _ match themselves). */
    private String postNameLike;

    /** post_name starts with the text (% and _ match themselves). */
    private String postNameStarts;

    /** post_name equals the value. */
    private String postName;

    /** post_sort equals the value. */
    private Integer postSort;

    /** post_sort is one of the values (a,b or repeated). */
    private List<Integer> postSortIn;

    /** post_sort at least the value. */
    private Integer postSortFrom;

    /** post_sort at most the value. */
    private Integer postSortTo;

    /** status equals the value. */
    private String status;

    /** status is one of the values (a,b or repeated). */
    private List<String> statusIn;

    /** create_by equals the value. */
    private String createBy;

    /** create_by contains the text (% and _ match themselves). */
    private String createByLike;

    /** create_by is null (true) or not null (false). */
    private Boolean createByIsNull;

    /** create_time at least the value. */
    private Date createTimeFrom;

    /** create_time at most the value. */
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
    private Date updateTimeFrom;

    /** update_time at most the value. */
    private Date updateTimeTo;

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

    public Long getPostId() {
        return postId;
    }

    public void setPostId(Long postId) {
        this.postId = postId;
    }

    public List<Long> getPostIdIn() {
        return postIdIn;
    }

    public void setPostIdIn(List<Long> postIdIn) {
        this.postIdIn = postIdIn;
    }

    public String getPostCode() {
        return postCode;
    }

    public void setPostCode(String postCode) {
        this.postCode = postCode;
    }

    public String getPostCodeLike() {
        return postCodeLike;
    }

    public void setPostCodeLike(String postCodeLike) {
        this.postCodeLike = postCodeLike;
    }

    public String getPostNameLike() {
        return postNameLike;
    }

    public void setPostNameLike(String postNameLike) {
        this.postNameLike = postNameLike;
    }

    public String getPostNameStarts() {
        return postNameStarts;
    }

    public void setPostNameStarts(String postNameStarts) {
        this.postNameStarts = postNameStarts;
    }

    public String getPostName() {
        return postName;
    }

    public void setPostName(String postName) {
        this.postName = postName;
    }

    public Integer getPostSort() {
        return postSort;
    }

    public void setPostSort(Integer postSort) {
        this.postSort = postSort;
    }

    public List<Integer> getPostSortIn() {
        return postSortIn;
    }

    public void setPostSortIn(List<Integer> postSortIn) {
        this.postSortIn = postSortIn;
    }

    public Integer getPostSortFrom() {
        return postSortFrom;
    }

    public void setPostSortFrom(Integer postSortFrom) {
        this.postSortFrom = postSortFrom;
    }

    public Integer getPostSortTo() {
        return postSortTo;
    }

    public void setPostSortTo(Integer postSortTo) {
        this.postSortTo = postSortTo;
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
        p.put("postId", postId);
        p.put("postIdIn", postIdIn);
        p.put("postCode", postCode);
        p.put("postCodeLike", QuerySupport.contains(postCodeLike));
        p.put("postNameLike", QuerySupport.contains(postNameLike));
        p.put("postNameStarts", QuerySupport.startsWith(postNameStarts));
        p.put("postName", postName);
        p.put("postSort", postSort);
        p.put("postSortIn", postSortIn);
        p.put("postSortFrom", postSortFrom);
        p.put("postSortTo", postSortTo);
        p.put("status", status);
        p.put("statusIn", statusIn);
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
