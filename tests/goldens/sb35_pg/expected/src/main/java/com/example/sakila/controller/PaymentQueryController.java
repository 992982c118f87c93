package com.example.sakila.controller;

import com.example.sakila.common.PageResponse;
import com.example.sakila.common.QuerySupport;
import com.example.sakila.dto.PaymentResponse;
import com.example.sakila.entity.Payment;
import com.example.sakila.mapper.PaymentQueryMapper;
import com.example.sakila.query.PaymentCriteria;
import io.swagger.v3.oas.annotations.Operation;
import java.util.List;
import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The list query of Payment ({@link Payment}): filters by operator, {@code sort}
 * against {@link PaymentCriteria#SORTABLE}, pages of at most 500 rows; errors are
 * {@code ProblemDetail}s.
 */
@RestController
@RequestMapping("/api/payment")
public class PaymentQueryController {

    private final PaymentQueryMapper mapper;

    public PaymentQueryController(PaymentQueryMapper mapper) {
        this.mapper = mapper;
    }

    @Operation(operationId = "paymentQuery", summary = "Query Payment (filters by operator, sort, page)")
    @GetMapping("/query")
    public PageResponse<PaymentResponse> query(@ModelAttribute PaymentCriteria query) {
        long pageNo = QuerySupport.page(query.page(), false);
        long pageSize = QuerySupport.size(query.size(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        long total = mapper.countQuery(p);
        List<Payment> rows = total == 0 ? List.of() : mapper.selectQuery(p);
        return new PageResponse<>(rows.stream().map(PaymentResponse::of).toList(), total, pageNo, pageSize);
    }

    @Operation(operationId = "paymentCount", summary = "Count Payment (the filters of the query)")
    @GetMapping("/count")
    public long count(@ModelAttribute PaymentCriteria query) {
        return mapper.countQuery(query.toParams());
    }

    @Operation(operationId = "paymentExists", summary = "Whether any Payment matches (the filters of the query)")
    @GetMapping("/exists")
    public boolean exists(@ModelAttribute PaymentCriteria query) {
        return mapper.existsQuery(query.toParams()) != null;
    }
}
