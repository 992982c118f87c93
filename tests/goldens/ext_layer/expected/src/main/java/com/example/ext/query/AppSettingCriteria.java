package com.example.ext.query;

import com.example.ext.common.QuerySupport;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of App setting list queries ({@code GET /api/app-setting/-/query},
 * {@code /count}, {@code /exists}): each non-null component adds its condition (AND).
 *
 * @param key key equals the value
 * @param keyIn key is one of the values (a,b or repeated)
 * @param order order equals the value
 * @param orderIn order is one of the values (a,b or repeated)
 * @param orderFrom order at least the value
 * @param orderTo order at most the value
 * @param updatedAtFrom updated_at at least the value
 * @param updatedAtTo updated_at at most the value
 * @param updatedAtIsNull updated_at is null (true) or not null (false)
 * @param sort sort properties, comma-separated ({@code title,-releaseYear}); the key follows
 * @param page 1-based page number
 * @param size rows per page (at most 500, default 20)
 */
public record AppSettingCriteria(
        String key,
        List<String> keyIn,
        Long order,
        List<Long> orderIn,
        Long orderFrom,
        Long orderTo,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime updatedAtFrom,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime updatedAtTo,
        Boolean updatedAtIsNull,
        String sort,
        Long page,
        Long size) {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = List.of("key", "order", "updatedAt");

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("key", key);
        p.put("keyIn", keyIn);
        p.put("order", order);
        p.put("orderIn", orderIn);
        p.put("orderFrom", orderFrom);
        p.put("orderTo", orderTo);
        p.put("updatedAtFrom", updatedAtFrom);
        p.put("updatedAtTo", updatedAtTo);
        p.put("updatedAtIsNull", updatedAtIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
