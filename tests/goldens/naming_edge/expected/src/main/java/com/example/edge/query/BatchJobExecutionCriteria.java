package com.example.edge.query;

import com.example.edge.common.QuerySupport;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Batch job execution list queries ({@code GET /api/batch-job-execution/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class BatchJobExecutionCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("jobExecutionId", "startTime", "exitMessage"));

    /** JOB_EXECUTION_ID equals the value. */
    private Long jobExecutionId;

    /** JOB_EXECUTION_ID is one of the values (a,b or repeated). */
    private List<Long> jobExecutionIdIn;

    /** START_TIME at least the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime startTimeFrom;

    /** START_TIME at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime startTimeTo;

    /** START_TIME is null (true) or not null (false). */
    private Boolean startTimeIsNull;

    /** EXIT_MESSAGE equals the value. */
    private String exitMessage;

    /** EXIT_MESSAGE contains the text (% and _ match themselves). */
    private String exitMessageLike;

    /** EXIT_MESSAGE is null (true) or not null (false). */
    private Boolean exitMessageIsNull;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public Long getJobExecutionId() {
        return jobExecutionId;
    }

    public void setJobExecutionId(Long jobExecutionId) {
        this.jobExecutionId = jobExecutionId;
    }

    public List<Long> getJobExecutionIdIn() {
        return jobExecutionIdIn;
    }

    public void setJobExecutionIdIn(List<Long> jobExecutionIdIn) {
        this.jobExecutionIdIn = jobExecutionIdIn;
    }

    public LocalDateTime getStartTimeFrom() {
        return startTimeFrom;
    }

    public void setStartTimeFrom(LocalDateTime startTimeFrom) {
        this.startTimeFrom = startTimeFrom;
    }

    public LocalDateTime getStartTimeTo() {
        return startTimeTo;
    }

    public void setStartTimeTo(LocalDateTime startTimeTo) {
        this.startTimeTo = startTimeTo;
    }

    public Boolean getStartTimeIsNull() {
        return startTimeIsNull;
    }

    public void setStartTimeIsNull(Boolean startTimeIsNull) {
        this.startTimeIsNull = startTimeIsNull;
    }

    public String getExitMessage() {
        return exitMessage;
    }

    public void setExitMessage(String exitMessage) {
        this.exitMessage = exitMessage;
    }

    public String getExitMessageLike() {
        return exitMessageLike;
    }

    public void setExitMessageLike(String exitMessageLike) {
        this.exitMessageLike = exitMessageLike;
    }

    public Boolean getExitMessageIsNull() {
        return exitMessageIsNull;
    }

    public void setExitMessageIsNull(Boolean exitMessageIsNull) {
        this.exitMessageIsNull = exitMessageIsNull;
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
        p.put("jobExecutionId", jobExecutionId);
        p.put("jobExecutionIdIn", jobExecutionIdIn);
        p.put("startTimeFrom", startTimeFrom);
        p.put("startTimeTo", startTimeTo);
        p.put("startTimeIsNull", startTimeIsNull);
        p.put("exitMessage", exitMessage);
        p.put("exitMessageLike", QuerySupport.contains(exitMessageLike));
        p.put("exitMessageIsNull", exitMessageIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
