package com.example.demo.query.shop;

import com.example.demo.common.QuerySupport;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of Shop category list queries ({@code GET /api/shop-category/query},
 * {@code /count}, {@code /exists}): each non-null component adds its condition (AND).
 *
 * @param id id equals the value
 * @param idIn id is one of the values (a,b or repeated)
 * @param parentId parent_id equals the value
 * @param parentIdIn parent_id is one of the values (a,b or repeated)
 * @param parentIdIsNull parent_id is null (true) or not null (false)
 * @param nameLike name contains the text (% and _ match themselves)
 * @param nameStarts name starts with the text (% and _ match themselves)
 * @param name name equals the value
 * @param sortOrder sort_order equals the value
 * @param sortOrderIn sort_order is one of the values (a,b or repeated)
 * @param sortOrderFrom sort_order at least the value
 * @param sortOrderTo sort_order at most the value
 * @param sort sort properties, comma-separated ({@code title,-releaseYear}); the key follows
 * @param page 1-based page number
 * @param size rows per page (at most 500, default 20)
 */
public record ShopCategoryCriteria(
        Long id,
        List<Long> idIn,
        Long parentId,
        List<Long> parentIdIn,
        Boolean parentIdIsNull,
        String nameLike,
        String nameStarts,
        String name,
        Long sortOrder,
        List<Long> sortOrderIn,
        Long sortOrderFrom,
        Long sortOrderTo,
        String sort,
        Long page,
        Long size) {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = List.of("id", "parentId", "name", "sortOrder");

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("id", id);
        p.put("idIn", idIn);
        p.put("parentId", parentId);
        p.put("parentIdIn", parentIdIn);
        p.put("parentIdIsNull", parentIdIsNull);
        p.put("nameLike", QuerySupport.contains(nameLike));
        p.put("nameStarts", QuerySupport.startsWith(nameStarts));
        p.put("name", name);
        p.put("sortOrder", sortOrder);
        p.put("sortOrderIn", sortOrderIn);
        p.put("sortOrderFrom", sortOrderFrom);
        p.put("sortOrderTo", sortOrderTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
