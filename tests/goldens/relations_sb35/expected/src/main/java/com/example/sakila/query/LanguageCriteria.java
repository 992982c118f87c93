package com.example.sakila.query;

import com.example.sakila.common.QuerySupport;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Language list queries ({@code GET /api/language/query},
 * {@code /count}, {@code /exists}): each non-null component adds its condition (AND).
 *
 * @param languageId language_id equals the value
 * @param languageIdIn language_id is one of the values (a,b or repeated)
 * @param nameLike name contains the text (% and _ match themselves)
 * @param nameStarts name starts with the text (% and _ match themselves)
 * @param name name equals the value
 * @param lastUpdateFrom last_update at least the value
 * @param lastUpdateTo last_update at most the value
 * @param sort sort properties, comma-separated ({@code title,-releaseYear}); the key follows
 * @param pageNo 1-based page number
 * @param limit rows per page (at most 500, default 20)
 */
public record LanguageCriteria(
        Long languageId,
        List<Long> languageIdIn,
        String nameLike,
        String nameStarts,
        String name,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime lastUpdateFrom,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime lastUpdateTo,
        String sort,
        Long pageNo,
        Long limit) {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = List.of("languageId", "name", "lastUpdate");

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("languageId", languageId);
        p.put("languageIdIn", languageIdIn);
        p.put("nameLike", QuerySupport.contains(nameLike));
        p.put("nameStarts", QuerySupport.startsWith(nameStarts));
        p.put("name", name);
        p.put("lastUpdateFrom", lastUpdateFrom);
        p.put("lastUpdateTo", lastUpdateTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
