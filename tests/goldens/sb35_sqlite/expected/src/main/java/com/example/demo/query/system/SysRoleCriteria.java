package com.example.demo.query.system;

import com.example.demo.common.QuerySupport;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of Sys role list queries ({@code GET /api/sys-role/query},
 * {@code /count}, {@code /exists}): each non-null component adds its condition (AND).
 *
 * @param id id equals the value
 * @param idIn id is one of the values (a,b or repeated)
 * @param code code equals the value
 * @param codeLike code contains the text (% and _ match themselves)
 * @param nameLike name contains the text (% and _ match themselves)
 * @param nameStarts name starts with the text (% and _ match themselves)
 * @param name name equals the value
 * @param remark remark equals the value
 * @param remarkLike remark contains the text (% and _ match themselves)
 * @param remarkIsNull remark is null (true) or not null (false)
 * @param sort sort properties, comma-separated ({@code title,-releaseYear}); the key follows
 * @param page 1-based page number
 * @param size rows per page (at most 500, default 20)
 */
public record SysRoleCriteria(
        Long id,
        List<Long> idIn,
        String code,
        String codeLike,
        String nameLike,
        String nameStarts,
        String name,
        String remark,
        String remarkLike,
        Boolean remarkIsNull,
        String sort,
        Long page,
        Long size) {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = List.of("id", "code", "name", "remark");

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("id", id);
        p.put("idIn", idIn);
        p.put("code", code);
        p.put("codeLike", QuerySupport.contains(codeLike));
        p.put("nameLike", QuerySupport.contains(nameLike));
        p.put("nameStarts", QuerySupport.startsWith(nameStarts));
        p.put("name", name);
        p.put("remark", remark);
        p.put("remarkLike", QuerySupport.contains(remarkLike));
        p.put("remarkIsNull", remarkIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
