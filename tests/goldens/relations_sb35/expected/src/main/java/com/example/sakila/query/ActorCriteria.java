package com.example.sakila.query;

import com.example.sakila.common.QuerySupport;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Actor list queries ({@code GET /api/actor/query},
 * {@code /count}, {@code /exists}): each non-null component adds its condition (AND).
 *
 * @param actorId actor_id equals the value
 * @param actorIdIn actor_id is one of the values (a,b or repeated)
 * @param firstNameLike first_name contains the text (% and _ match themselves)
 * @param firstNameStarts first_name starts with the text (% and _ match themselves)
 * @param firstName first_name equals the value
 * @param lastNameLike last_name contains the text (% and _ match themselves)
 * @param lastNameStarts last_name starts with the text (% and _ match themselves)
 * @param lastName last_name equals the value
 * @param lastUpdateFrom last_update at least the value
 * @param lastUpdateTo last_update at most the value
 * @param sort sort properties, comma-separated ({@code title,-releaseYear}); the key follows
 * @param pageNo 1-based page number
 * @param limit rows per page (at most 500, default 20)
 */
public record ActorCriteria(
        Long actorId,
        List<Long> actorIdIn,
        String firstNameLike,
        String firstNameStarts,
        String firstName,
        String lastNameLike,
        String lastNameStarts,
        String lastName,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime lastUpdateFrom,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime lastUpdateTo,
        String sort,
        Long pageNo,
        Long limit) {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = List.of("actorId", "firstName", "lastName", "lastUpdate");

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("actorId", actorId);
        p.put("actorIdIn", actorIdIn);
        p.put("firstNameLike", QuerySupport.contains(firstNameLike));
        p.put("firstNameStarts", QuerySupport.startsWith(firstNameStarts));
        p.put("firstName", firstName);
        p.put("lastNameLike", QuerySupport.contains(lastNameLike));
        p.put("lastNameStarts", QuerySupport.startsWith(lastNameStarts));
        p.put("lastName", lastName);
        p.put("lastUpdateFrom", lastUpdateFrom);
        p.put("lastUpdateTo", lastUpdateTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
