package me.zhengjie.modules.biz.rest;

import java.sql.Timestamp;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import me.zhengjie.common.QuerySupport;

/**
 * Filters, sort and page of 岗位 list queries ({@code GET /api/biz-jobs/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class BizJobCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("id", "name", "enabled", "jobSort", "createBy", "updateBy", "createTime", "updateTime"));

    /** job_id equals the value. */
    private Long id;

    /** job_id is one of the values (a,b or repeated). */
    private List<Long> idIn;

    /** name contains the text (% and _ match themselves). */
    private String nameLike;

    /** name starts with the text (% and _ match themselves). */
    private String nameStarts;

    /** name equals the value. */
    private String name;

    /** enabled equals the value. */
    private Boolean enabled;

    /** job_sort equals the value. */
    private Long jobSort;

    /** job_sort is one of the values (a,b or repeated). */
    private List<Long> jobSortIn;

    /** job_sort at least the value. */
    private Long jobSortFrom;

    /** job_sort at most the value. */
    private Long jobSortTo;

    /** job_sort is null (true) or not null (false). */
    private Boolean jobSortIsNull;

    /** create_by equals the value. */
    private String createBy;

    /** create_by contains the text (% and _ match themselves). */
    private String createByLike;

    /** create_by is null (true) or not null (false). */
    private Boolean createByIsNull;

    /** update_by equals the value. */
    private String updateBy;

    /** update_by contains the text (% and _ match themselves). */
    private String updateByLike;

    /** update_by is null (true) or not null (false). */
    private Boolean updateByIsNull;

    /** create_time at least the value. */
    private Timestamp createTimeFrom;

    /** create_time at most the value. */
    private Timestamp createTimeTo;

    /** create_time is null (true) or not null (false). */
    private Boolean createTimeIsNull;

    /** update_time at least the value. */
    private Timestamp updateTimeFrom;

    /** update_time at most the value. */
    private Timestamp updateTimeTo;

    /** update_time is null (true) or not null (false). */
    private Boolean updateTimeIsNull;

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

    public String getNameLike() {
        return nameLike;
    }

    public void setNameLike(String nameLike) {
        this.nameLike = nameLike;
    }

    public String getNameStarts() {
        return nameStarts;
    }

    public void setNameStarts(String nameStarts) {
        this.nameStarts = nameStarts;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public Boolean getEnabled() {
        return enabled;
    }

    public void setEnabled(Boolean enabled) {
        this.enabled = enabled;
    }

    public Long getJobSort() {
        return jobSort;
    }

    public void setJobSort(Long jobSort) {
        this.jobSort = jobSort;
    }

    public List<Long> getJobSortIn() {
        return jobSortIn;
    }

    public void setJobSortIn(List<Long> jobSortIn) {
        this.jobSortIn = jobSortIn;
    }

    public Long getJobSortFrom() {
        return jobSortFrom;
    }

    public void setJobSortFrom(Long jobSortFrom) {
        this.jobSortFrom = jobSortFrom;
    }

    public Long getJobSortTo() {
        return jobSortTo;
    }

    public void setJobSortTo(Long jobSortTo) {
        this.jobSortTo = jobSortTo;
    }

    public Boolean getJobSortIsNull() {
        return jobSortIsNull;
    }

    public void setJobSortIsNull(Boolean jobSortIsNull) {
        this.jobSortIsNull = jobSortIsNull;
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
        p.put("nameLike", QuerySupport.contains(nameLike));
        p.put("nameStarts", QuerySupport.startsWith(nameStarts));
        p.put("name", name);
        p.put("enabled", enabled);
        p.put("jobSort", jobSort);
        p.put("jobSortIn", jobSortIn);
        p.put("jobSortFrom", jobSortFrom);
        p.put("jobSortTo", jobSortTo);
        p.put("jobSortIsNull", jobSortIsNull);
        p.put("createBy", createBy);
        p.put("createByLike", QuerySupport.contains(createByLike));
        p.put("createByIsNull", createByIsNull);
        p.put("updateBy", updateBy);
        p.put("updateByLike", QuerySupport.contains(updateByLike));
        p.put("updateByIsNull", updateByIsNull);
        p.put("createTimeFrom", createTimeFrom);
        p.put("createTimeTo", createTimeTo);
        p.put("createTimeIsNull", createTimeIsNull);
        p.put("updateTimeFrom", updateTimeFrom);
        p.put("updateTimeTo", updateTimeTo);
        p.put("updateTimeIsNull", updateTimeIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
