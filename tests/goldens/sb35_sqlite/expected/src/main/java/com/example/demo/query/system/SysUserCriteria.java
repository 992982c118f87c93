package com.example.demo.query.system;

import com.example.demo.common.QuerySupport;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Sys user list queries ({@code GET /api/sys-user/query},
 * {@code /count}, {@code /exists}): each non-null component adds its condition (AND).
 *
 * @param id id equals the value
 * @param idIn id is one of the values (a,b or repeated)
 * @param username username equals the value
 * @param usernameLike username contains the text (% and _ match themselves)
 * @param email email equals the value
 * @param emailLike email contains the text (% and _ match themselves)
 * @param emailIsNull email is null (true) or not null (false)
 * @param isActive is_active equals the value
 * @param createdAtFrom created_at at least the value
 * @param createdAtTo created_at at most the value
 * @param updatedAtFrom updated_at at least the value
 * @param updatedAtTo updated_at at most the value
 * @param updatedAtIsNull updated_at is null (true) or not null (false)
 * @param sort sort properties, comma-separated ({@code title,-releaseYear}); the key follows
 * @param page 1-based page number
 * @param size rows per page (at most 500, default 20)
 */
public record SysUserCriteria(
        Long id,
        List<Long> idIn,
        String username,
        String usernameLike,
        String email,
        String emailLike,
        Boolean emailIsNull,
        Boolean isActive,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime createdAtFrom,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime createdAtTo,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime updatedAtFrom,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime updatedAtTo,
        Boolean updatedAtIsNull,
        String sort,
        Long page,
        Long size) {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = List.of("id", "username", "email", "isActive", "createdAt", "updatedAt");

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("id", id);
        p.put("idIn", idIn);
        p.put("username", username);
        p.put("usernameLike", QuerySupport.contains(usernameLike));
        p.put("email", email);
        p.put("emailLike", QuerySupport.contains(emailLike));
        p.put("emailIsNull", emailIsNull);
        p.put("isActive", isActive);
        p.put("createdAtFrom", createdAtFrom);
        p.put("createdAtTo", createdAtTo);
        p.put("updatedAtFrom", updatedAtFrom);
        p.put("updatedAtTo", updatedAtTo);
        p.put("updatedAtIsNull", updatedAtIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
