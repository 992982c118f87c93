package com.example.demo.controller.shop;

import com.example.demo.common.PageResponse;
import com.example.demo.common.QuerySupport;
import com.example.demo.dto.shop.ShopOrderItemResponse;
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
import org.springframework.http.ProblemDetail;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The list query of Shop order item ({@link ShopOrderItem}): filters by operator, {@code sort}
 * against {@link ShopOrderItemCriteria#SORTABLE}, pages of at most 500 rows; errors are
 * {@code ProblemDetail}s.
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
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/query")
    public PageResponse<ShopOrderItemResponse> query(@ParameterObject @ModelAttribute ShopOrderItemCriteria query) {
        long pageNo = QuerySupport.page(query.page(), false);
        long pageSize = QuerySupport.size(query.size(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<ShopOrderItem>> found = service.page(p);
        return new PageResponse<>(found.getValue().stream().map(ShopOrderItemResponse::of).toList(), found.getKey(), pageNo, pageSize);
    }

    @Operation(operationId = "shopOrderItemCount", summary = "Count Shop order item (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/count")
    public long count(@ParameterObject @ModelAttribute ShopOrderItemCriteria query) {
        return service.count(query.toParams());
    }

    @Operation(operationId = "shopOrderItemExists", summary = "Whether any Shop order item matches (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/exists")
    public boolean exists(@ParameterObject @ModelAttribute ShopOrderItemCriteria query) {
        return service.exists(query.toParams());
    }
}
