package com.example.demo.controller.shop;

import com.example.demo.common.PageResponse;
import com.example.demo.common.QuerySupport;
import com.example.demo.dto.shop.ShopCategoryResponse;
import com.example.demo.entity.shop.ShopCategory;
import com.example.demo.query.shop.ShopCategoryCriteria;
import com.example.demo.service.shop.ShopCategoryQueryService;
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
 * The list query of Shop category ({@link ShopCategory}): filters by operator, {@code sort}
 * against {@link ShopCategoryCriteria#SORTABLE}, pages of at most 500 rows; errors are
 * {@code ProblemDetail}s.
 */
@RestController
@RequestMapping("/api/shop-category")
public class ShopCategoryQueryController {

    private final ShopCategoryQueryService service;

    public ShopCategoryQueryController(ShopCategoryQueryService service) {
        this.service = service;
    }

    @Operation(operationId = "shopCategoryQuery", summary = "Query Shop category (filters by operator, sort, page)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/query")
    public PageResponse<ShopCategoryResponse> query(@ParameterObject @ModelAttribute ShopCategoryCriteria query) {
        long pageNo = QuerySupport.page(query.page(), false);
        long pageSize = QuerySupport.size(query.size(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<ShopCategory>> found = service.page(p);
        return new PageResponse<>(found.getValue().stream().map(ShopCategoryResponse::of).toList(), found.getKey(), pageNo, pageSize);
    }

    @Operation(operationId = "shopCategoryCount", summary = "Count Shop category (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/count")
    public long count(@ParameterObject @ModelAttribute ShopCategoryCriteria query) {
        return service.count(query.toParams());
    }

    @Operation(operationId = "shopCategoryExists", summary = "Whether any Shop category matches (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/exists")
    public boolean exists(@ParameterObject @ModelAttribute ShopCategoryCriteria query) {
        return service.exists(query.toParams());
    }
}
