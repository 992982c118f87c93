package com.example.demo.query.shop;

import com.example.demo.common.QuerySupport;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of Shop order item list queries ({@code GET /api/shop-order-item/query},
 * {@code /count}, {@code /exists}): each non-null component adds its condition (AND).
 *
 * @param orderId order_id equals the value
 * @param orderIdIn order_id is one of the values (a,b or repeated)
 * @param lineNo line_no equals the value
 * @param lineNoIn line_no is one of the values (a,b or repeated)
 * @param productId product_id equals the value
 * @param productIdIn product_id is one of the values (a,b or repeated)
 * @param quantity quantity equals the value
 * @param quantityIn quantity is one of the values (a,b or repeated)
 * @param quantityFrom quantity at least the value
 * @param quantityTo quantity at most the value
 * @param unitPrice unit_price equals the value
 * @param unitPriceIn unit_price is one of the values (a,b or repeated)
 * @param unitPriceFrom unit_price at least the value
 * @param unitPriceTo unit_price at most the value
 * @param sort sort properties, comma-separated ({@code title,-releaseYear}); the key follows
 * @param page 1-based page number
 * @param size rows per page (at most 500, default 20)
 */
public record ShopOrderItemCriteria(
        Long orderId,
        List<Long> orderIdIn,
        Long lineNo,
        List<Long> lineNoIn,
        Long productId,
        List<Long> productIdIn,
        Long quantity,
        List<Long> quantityIn,
        Long quantityFrom,
        Long quantityTo,
        BigDecimal unitPrice,
        List<BigDecimal> unitPriceIn,
        BigDecimal unitPriceFrom,
        BigDecimal unitPriceTo,
        String sort,
        Long page,
        Long size) {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = List.of("orderId", "lineNo", "productId", "quantity", "unitPrice");

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("orderId", orderId);
        p.put("orderIdIn", orderIdIn);
        p.put("lineNo", lineNo);
        p.put("lineNoIn", lineNoIn);
        p.put("productId", productId);
        p.put("productIdIn", productIdIn);
        p.put("quantity", quantity);
        p.put("quantityIn", quantityIn);
        p.put("quantityFrom", quantityFrom);
        p.put("quantityTo", quantityTo);
        p.put("unitPrice", unitPrice);
        p.put("unitPriceIn", unitPriceIn);
        p.put("unitPriceFrom", unitPriceFrom);
        p.put("unitPriceTo", unitPriceTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
