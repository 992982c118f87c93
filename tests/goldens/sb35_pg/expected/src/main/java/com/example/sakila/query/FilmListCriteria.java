package com.example.sakila.query;

import com.example.sakila.common.QuerySupport;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of Film list list queries ({@code GET /api/film-list/query},
 * {@code /count}, {@code /exists}): each non-null component adds its condition (AND).
 *
 * @param fid fid equals the value
 * @param fidIn fid is one of the values (a,b or repeated)
 * @param fidFrom fid at least the value
 * @param fidTo fid at most the value
 * @param fidIsNull fid is null (true) or not null (false)
 * @param titleLike title contains the text (% and _ match themselves)
 * @param titleStarts title starts with the text (% and _ match themselves)
 * @param title title equals the value
 * @param titleIsNull title is null (true) or not null (false)
 * @param category category equals the value
 * @param categoryIn category is one of the values (a,b or repeated)
 * @param categoryIsNull category is null (true) or not null (false)
 * @param price price equals the value
 * @param priceIn price is one of the values (a,b or repeated)
 * @param priceFrom price at least the value
 * @param priceTo price at most the value
 * @param priceIsNull price is null (true) or not null (false)
 * @param length length equals the value
 * @param lengthIn length is one of the values (a,b or repeated)
 * @param lengthFrom length at least the value
 * @param lengthTo length at most the value
 * @param lengthIsNull length is null (true) or not null (false)
 * @param rating rating equals the value
 * @param ratingIn rating is one of the values (a,b or repeated)
 * @param ratingIsNull rating is null (true) or not null (false)
 * @param sort sort properties, comma-separated ({@code title,-releaseYear}); the key follows
 * @param page 1-based page number
 * @param size rows per page (at most 500, default 20)
 */
public record FilmListCriteria(
        Integer fid,
        List<Integer> fidIn,
        Integer fidFrom,
        Integer fidTo,
        Boolean fidIsNull,
        String titleLike,
        String titleStarts,
        String title,
        Boolean titleIsNull,
        String category,
        List<String> categoryIn,
        Boolean categoryIsNull,
        BigDecimal price,
        List<BigDecimal> priceIn,
        BigDecimal priceFrom,
        BigDecimal priceTo,
        Boolean priceIsNull,
        Integer length,
        List<Integer> lengthIn,
        Integer lengthFrom,
        Integer lengthTo,
        Boolean lengthIsNull,
        String rating,
        List<String> ratingIn,
        Boolean ratingIsNull,
        String sort,
        Long page,
        Long size) {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = List.of("fid", "title", "category", "price", "length", "rating");

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("fid", fid);
        p.put("fidIn", fidIn);
        p.put("fidFrom", fidFrom);
        p.put("fidTo", fidTo);
        p.put("fidIsNull", fidIsNull);
        p.put("titleLike", QuerySupport.contains(titleLike));
        p.put("titleStarts", QuerySupport.startsWith(titleStarts));
        p.put("title", title);
        p.put("titleIsNull", titleIsNull);
        p.put("category", category);
        p.put("categoryIn", categoryIn);
        p.put("categoryIsNull", categoryIsNull);
        p.put("price", price);
        p.put("priceIn", priceIn);
        p.put("priceFrom", priceFrom);
        p.put("priceTo", priceTo);
        p.put("priceIsNull", priceIsNull);
        p.put("length", length);
        p.put("lengthIn", lengthIn);
        p.put("lengthFrom", lengthFrom);
        p.put("lengthTo", lengthTo);
        p.put("lengthIsNull", lengthIsNull);
        p.put("rating", rating);
        p.put("ratingIn", ratingIn);
        p.put("ratingIsNull", ratingIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
