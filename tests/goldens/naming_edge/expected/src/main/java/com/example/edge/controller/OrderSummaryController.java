package com.example.edge.controller;

import com.example.edge.common.PageResult;
import com.example.edge.common.Result;
import com.example.edge.entity.OrderSummary;
import com.example.edge.service.OrderSummaryService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.springdoc.core.annotations.ParameterObject;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * REST endpoints of Order summary ({@link OrderSummary}), read-only.
 */
@Tag(name = "Order summary")
@RestController
@RequestMapping("/api/order-summary")
public class OrderSummaryController {

    private final OrderSummaryService service;

    public OrderSummaryController(OrderSummaryService service) {
        this.service = service;
    }

    @Operation(operationId = "orderSummaryList", summary = "List Order summary (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("")
    public ResponseEntity<Result<PageResult<OrderSummary>>> page(
            @ParameterObject @ModelAttribute OrderSummary filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }
}
