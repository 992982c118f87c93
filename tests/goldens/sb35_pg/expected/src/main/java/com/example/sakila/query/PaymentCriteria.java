package com.example.sakila.query;

import com.example.sakila.common.QuerySupport;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Payment list queries ({@code GET /api/payment/query},
 * {@code /count}, {@code /exists}): each non-null component adds its condition (AND).
 *
 * @param paymentId payment_id equals the value
 * @param paymentIdIn payment_id is one of the values (a,b or repeated)
 * @param customerId customer_id equals the value
 * @param customerIdIn customer_id is one of the values (a,b or repeated)
 * @param staffId staff_id equals the value
 * @param staffIdIn staff_id is one of the values (a,b or repeated)
 * @param rentalId rental_id equals the value
 * @param rentalIdIn rental_id is one of the values (a,b or repeated)
 * @param amount amount equals the value
 * @param amountIn amount is one of the values (a,b or repeated)
 * @param amountFrom amount at least the value
 * @param amountTo amount at most the value
 * @param paymentDateFrom payment_date at least the value
 * @param paymentDateTo payment_date at most the value
 * @param sort sort properties, comma-separated ({@code title,-releaseYear}); the key follows
 * @param page 1-based page number
 * @param size rows per page (at most 500, default 20)
 */
public record PaymentCriteria(
        Integer paymentId,
        List<Integer> paymentIdIn,
        Integer customerId,
        List<Integer> customerIdIn,
        Integer staffId,
        List<Integer> staffIdIn,
        Integer rentalId,
        List<Integer> rentalIdIn,
        BigDecimal amount,
        List<BigDecimal> amountIn,
        BigDecimal amountFrom,
        BigDecimal amountTo,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime paymentDateFrom,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime paymentDateTo,
        String sort,
        Long page,
        Long size) {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = List.of("paymentId", "customerId", "staffId", "rentalId", "amount", "paymentDate");

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("paymentId", paymentId);
        p.put("paymentIdIn", paymentIdIn);
        p.put("customerId", customerId);
        p.put("customerIdIn", customerIdIn);
        p.put("staffId", staffId);
        p.put("staffIdIn", staffIdIn);
        p.put("rentalId", rentalId);
        p.put("rentalIdIn", rentalIdIn);
        p.put("amount", amount);
        p.put("amountIn", amountIn);
        p.put("amountFrom", amountFrom);
        p.put("amountTo", amountTo);
        p.put("paymentDateFrom", paymentDateFrom);
        p.put("paymentDateTo", paymentDateTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
