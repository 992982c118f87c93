package com.example.demo.query.system;

import com.example.demo.common.QuerySupport;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Sys operation log list queries ({@code GET /api/sys-operation-log/query},
 * {@code /count}, {@code /exists}): each non-null component adds its condition (AND).
 *
 * @param userId user_id equals the value
 * @param userIdIn user_id is one of the values (a,b or repeated)
 * @param userIdIsNull user_id is null (true) or not null (false)
 * @param action action equals the value
 * @param actionLike action contains the text (% and _ match themselves)
 * @param createdAtFrom created_at at least the value
 * @param createdAtTo created_at at most the value
 * @param sort sort properties, comma-separated ({@code title,-releaseYear}); the key follows
 * @param page 1-based page number
 * @param size rows per page (at most 500, default 20)
 */
public record SysOperationLogCriteria(
        Long userId,
        List<Long> userIdIn,
        Boolean userIdIsNull,
        String action,
        String actionLike,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime createdAtFrom,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime createdAtTo,
        String sort,
        Long page,
        Long size) {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = List.of("userId", "action", "createdAt");

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("userId", userId);
        p.put("userIdIn", userIdIn);
        p.put("userIdIsNull", userIdIsNull);
        p.put("action", action);
        p.put("actionLike", QuerySupport.contains(actionLike));
        p.put("createdAtFrom", createdAtFrom);
        p.put("createdAtTo", createdAtTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
