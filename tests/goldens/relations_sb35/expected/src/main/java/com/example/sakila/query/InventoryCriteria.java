package com.example.sakila.query;

import com.example.sakila.common.QuerySupport;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Inventory list queries ({@code GET /api/inventory/query},
 * {@code /count}, {@code /exists}): each non-null component adds its condition (AND).
 *
 * @param inventoryId inventory_id equals the value
 * @param inventoryIdIn inventory_id is one of the values (a,b or repeated)
 * @param filmId film_id equals the value
 * @param filmIdIn film_id is one of the values (a,b or repeated)
 * @param storeId store_id equals the value
 * @param storeIdIn store_id is one of the values (a,b or repeated)
 * @param lastUpdateFrom last_update at least the value
 * @param lastUpdateTo last_update at most the value
 * @param sort sort properties, comma-separated ({@code title,-releaseYear}); the key follows
 * @param pageNo 1-based page number
 * @param limit rows per page (at most 500, default 20)
 */
public record InventoryCriteria(
        Long inventoryId,
        List<Long> inventoryIdIn,
        Integer filmId,
        List<Integer> filmIdIn,
        Integer storeId,
        List<Integer> storeIdIn,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime lastUpdateFrom,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime lastUpdateTo,
        String sort,
        Long pageNo,
        Long limit) {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = List.of("inventoryId", "filmId", "storeId", "lastUpdate");

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("inventoryId", inventoryId);
        p.put("inventoryIdIn", inventoryIdIn);
        p.put("filmId", filmId);
        p.put("filmIdIn", filmIdIn);
        p.put("storeId", storeId);
        p.put("storeIdIn", storeIdIn);
        p.put("lastUpdateFrom", lastUpdateFrom);
        p.put("lastUpdateTo", lastUpdateTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
