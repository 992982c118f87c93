package com.example.demo.query;

import com.example.demo.common.QuerySupport;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of V product sales list queries ({@code GET /api/product-sales/query},
 * {@code /count}, {@code /exists}): each non-null component adds its condition (AND).
 *
 * @param productId product_id equals the value
 * @param productIdIn product_id is one of the values (a,b or repeated)
 * @param productIdIsNull product_id is null (true) or not null (false)
 * @param productNameLike product_name contains the text (% and _ match themselves)
 * @param productNameStarts product_name starts with the text (% and _ match themselves)
 * @param productName product_name equals the value
 * @param productNameIsNull product_name is null (true) or not null (false)
 * @param unitsSold units_sold equals the value
 * @param unitsSoldIn units_sold is one of the values (a,b or repeated)
 * @param unitsSoldFrom units_sold at least the value
 * @param unitsSoldTo units_sold at most the value
 * @param unitsSoldIsNull units_sold is null (true) or not null (false)
 * @param revenue revenue equals the value
 * @param revenueIn revenue is one of the values (a,b or repeated)
 * @param revenueFrom revenue at least the value
 * @param revenueTo revenue at most the value
 * @param revenueIsNull revenue is null (true) or not null (false)
 * @param sort sort properties, comma-separated ({@code title,-releaseYear}); the key follows
 * @param page 1-based page number
 * @param size rows per page (at most 500, default 20)
 */
public record ProductSalesCriteria(
        Long productId,
        List<Long> productIdIn,
        Boolean productIdIsNull,
        String productNameLike,
        String productNameStarts,
        String productName,
        Boolean productNameIsNull,
        Long unitsSold,
        List<Long> unitsSoldIn,
        Long unitsSoldFrom,
        Long unitsSoldTo,
        Boolean unitsSoldIsNull,
        BigDecimal revenue,
        List<BigDecimal> revenueIn,
        BigDecimal revenueFrom,
        BigDecimal revenueTo,
        Boolean revenueIsNull,
        String sort,
        Long page,
        Long size) {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = List.of("productId", "productName", "unitsSold", "revenue");

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("productId", productId);
        p.put("productIdIn", productIdIn);
        p.put("productIdIsNull", productIdIsNull);
        p.put("productNameLike", QuerySupport.contains(productNameLike));
        p.put("productNameStarts", QuerySupport.startsWith(productNameStarts));
        p.put("productName", productName);
        p.put("productNameIsNull", productNameIsNull);
        p.put("unitsSold", unitsSold);
        p.put("unitsSoldIn", unitsSoldIn);
        p.put("unitsSoldFrom", unitsSoldFrom);
        p.put("unitsSoldTo", unitsSoldTo);
        p.put("unitsSoldIsNull", unitsSoldIsNull);
        p.put("revenue", revenue);
        p.put("revenueIn", revenueIn);
        p.put("revenueFrom", revenueFrom);
        p.put("revenueTo", revenueTo);
        p.put("revenueIsNull", revenueIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
