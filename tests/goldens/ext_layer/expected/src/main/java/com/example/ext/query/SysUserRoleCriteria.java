package com.example.ext.query;

import com.example.ext.common.QuerySupport;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Sys user role list queries ({@code GET /api/sys-user-role/query},
 * {@code /count}, {@code /exists}): each non-null component adds its condition (AND).
 *
 * @param userId user_id equals the value
 * @param userIdIn user_id is one of the values (a,b or repeated)
 * @param roleId role_id equals the value
 * @param roleIdIn role_id is one of the values (a,b or repeated)
 * @param grantedAtFrom granted_at at least the value
 * @param grantedAtTo granted_at at most the value
 * @param grantedAtIsNull granted_at is null (true) or not null (false)
 * @param sort sort properties, comma-separated ({@code title,-releaseYear}); the key follows
 * @param page 1-based page number
 * @param size rows per page (at most 500, default 20)
 */
public record SysUserRoleCriteria(
        Long userId,
        List<Long> userIdIn,
        Long roleId,
        List<Long> roleIdIn,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime grantedAtFrom,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime grantedAtTo,
        Boolean grantedAtIsNull,
        String sort,
        Long page,
        Long size) {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = List.of("userId", "roleId", "grantedAt");

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("userId", userId);
        p.put("userIdIn", userIdIn);
        p.put("roleId", roleId);
        p.put("roleIdIn", roleIdIn);
        p.put("grantedAtFrom", grantedAtFrom);
        p.put("grantedAtTo", grantedAtTo);
        p.put("grantedAtIsNull", grantedAtIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
