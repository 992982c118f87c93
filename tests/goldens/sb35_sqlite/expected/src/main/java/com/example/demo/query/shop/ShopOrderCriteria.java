package com.example.demo.query.shop;

import com.example.demo.common.QuerySupport;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Shop order list queries ({@code GET /api/shop-order/query},
 * {@code /count}, {@code /exists}): each non-null component adds its condition (AND).
 *
 * @param id id equals the value
 * @param idIn id is one of the values (a,b or repeated)
 * @param userId user_id equals the value
 * @param userIdIn user_id is one of the values (a,b or repeated)
 * @param orderNo order_no equals the value
 * @param orderNoLike order_no contains the text (% and _ match themselves)
 * @param status status equals the value
 * @param statusIn status is one of the values (a,b or repeated)
 * @param totalAmount total_amount equals the value
 * @param totalAmountIn total_amount is one of the values (a,b or repeated)
 * @param totalAmountFrom total_amount at least the value
 * @param totalAmountTo total_amount at most the value
 * @param paid paid equals the value
 * @param orderedAtFrom ordered_at at least the value
 * @param orderedAtTo ordered_at at most the value
 * @param shipDateFrom ship_date at least the value
 * @param shipDateTo ship_date at most the value
 * @param shipDateIsNull ship_date is null (true) or not null (false)
 * @param note note equals the value
 * @param noteLike note contains the text (% and _ match themselves)
 * @param noteIsNull note is null (true) or not null (false)
 * @param sort sort properties, comma-separated ({@code title,-releaseYear}); the key follows
 * @param page 1-based page number
 * @param size rows per page (at most 500, default 20)
 */
public record ShopOrderCriteria(
        Long id,
        List<Long> idIn,
        Long userId,
        List<Long> userIdIn,
        String orderNo,
        String orderNoLike,
        String status,
        List<String> statusIn,
        BigDecimal totalAmount,
        List<BigDecimal> totalAmountIn,
        BigDecimal totalAmountFrom,
        BigDecimal totalAmountTo,
        Boolean paid,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime orderedAtFrom,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime orderedAtTo,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate shipDateFrom,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate shipDateTo,
        Boolean shipDateIsNull,
        String note,
        String noteLike,
        Boolean noteIsNull,
        String sort,
        Long page,
        Long size) {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = List.of("id", "userId", "orderNo", "status", "totalAmount", "paid", "orderedAt", "shipDate", "note");

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("id", id);
        p.put("idIn", idIn);
        p.put("userId", userId);
        p.put("userIdIn", userIdIn);
        p.put("orderNo", orderNo);
        p.put("orderNoLike", QuerySupport.contains(orderNoLike));
        p.put("status", status);
        p.put("statusIn", statusIn);
        p.put("totalAmount", totalAmount);
        p.put("totalAmountIn", totalAmountIn);
        p.put("totalAmountFrom", totalAmountFrom);
        p.put("totalAmountTo", totalAmountTo);
        p.put("paid", paid);
        p.put("orderedAtFrom", orderedAtFrom);
        p.put("orderedAtTo", orderedAtTo);
        p.put("shipDateFrom", shipDateFrom);
        p.put("shipDateTo", shipDateTo);
        p.put("shipDateIsNull", shipDateIsNull);
        p.put("note", note);
        p.put("noteLike", QuerySupport.contains(noteLike));
        p.put("noteIsNull", noteIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
