package com.example.demo.controller.shop;

import com.example.demo.common.PageResult;
import com.example.demo.common.QuerySupport;
import com.example.demo.common.Result;
import com.example.demo.entity.shop.ShopOrderItem;
import com.example.demo.query.shop.ShopOrderItemCriteria;
import com.example.demo.service.shop.ShopOrderItemQueryService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.util.List;
import java.util.Map;
import org.springdoc.core.annotations.ParameterObject;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The list query of Shop order item ({@link ShopOrderItem}): filters by operator, {@code sort}
 * against {@link ShopOrderItemCriteria#SORTABLE}, pages of at most 500 rows.
 */
@RestController
@RequestMapping("/api/shop-order-item")
public class ShopOrderItemQueryController {

    private final ShopOrderItemQueryService service;

    public ShopOrderItemQueryController(ShopOrderItemQueryService service) {
        this.service = service;
    }

    @Operation(operationId = "shopOrderItemQuery", summary = "Query Shop order item (filters by operator, sort, page)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/query")
    public ResponseEntity<Result<PageResult<ShopOrderItem>>> query(@ParameterObject @ModelAttribute ShopOrderItemCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<ShopOrderItem>> found = service.page(p);
        long total = found.getKey();
        List<ShopOrderItem> rows = found.getValue();
        return ResponseEntity.ok(Result.ok(new PageResult<>(rows, total, pageNo, pageSize)));
    }

    @Operation(operationId = "shopOrderItemCount", summary = "Count Shop order item (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/count")
    public ResponseEntity<Result<Long>> count(@ParameterObject @ModelAttribute ShopOrderItemCriteria query) {
        return ResponseEntity.ok(Result.ok(service.count(query.toParams())));
    }

    @Operation(operationId = "shopOrderItemExists", summary = "Whether any Shop order item matches (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/exists")
    public ResponseEntity<Result<Boolean>> exists(@ParameterObject @ModelAttribute ShopOrderItemCriteria query) {
        return ResponseEntity.ok(Result.ok(service.exists(query.toParams())));
    }
}
