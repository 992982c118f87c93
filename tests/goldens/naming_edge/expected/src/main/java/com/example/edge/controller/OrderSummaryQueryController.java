package com.example.edge.controller;

import com.example.edge.common.PageResult;
import com.example.edge.common.QuerySupport;
import com.example.edge.common.Result;
import com.example.edge.entity.OrderSummary;
import com.example.edge.mapper.OrderSummaryQueryMapper;
import com.example.edge.query.OrderSummaryCriteria;
import io.swagger.v3.oas.annotations.Operation;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The list query of Order summary ({@link OrderSummary}): filters by operator, {@code sort}
 * against {@link OrderSummaryCriteria#SORTABLE}, pages of at most 500 rows.
 */
@RestController
@RequestMapping("/api/order-summary")
public class OrderSummaryQueryController {

    private final OrderSummaryQueryMapper mapper;

    public OrderSummaryQueryController(OrderSummaryQueryMapper mapper) {
        this.mapper = mapper;
    }

    @Operation(operationId = "orderSummaryQuery", summary = "Query Order summary (filters by operator, sort, page)")
    @GetMapping("/query")
    public ResponseEntity<Result<PageResult<OrderSummary>>> query(@ModelAttribute OrderSummaryCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        long total = mapper.countQuery(p);
        List<OrderSummary> rows = total == 0 ? Collections.emptyList() : mapper.selectQuery(p);
        return ResponseEntity.ok(Result.ok(new PageResult<>(rows, total, pageNo, pageSize)));
    }

    @Operation(operationId = "orderSummaryCount", summary = "Count Order summary (the filters of the query)")
    @GetMapping("/count")
    public ResponseEntity<Result<Long>> count(@ModelAttribute OrderSummaryCriteria query) {
        return ResponseEntity.ok(Result.ok(mapper.countQuery(query.toParams())));
    }

    @Operation(operationId = "orderSummaryExists", summary = "Whether any Order summary matches (the filters of the query)")
    @GetMapping("/exists")
    public ResponseEntity<Result<Boolean>> exists(@ModelAttribute OrderSummaryCriteria query) {
        return ResponseEntity.ok(Result.ok(mapper.existsQuery(query.toParams()) != null));
    }
}
