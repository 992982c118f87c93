package com.example.sakila.controller;

import com.example.sakila.common.PageResponse;
import com.example.sakila.common.QuerySupport;
import com.example.sakila.dto.StaffResponse;
import com.example.sakila.entity.Staff;
import com.example.sakila.query.StaffCriteria;
import com.example.sakila.service.StaffQueryService;
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
 * The list query of Staff ({@link Staff}): filters by operator, {@code sort}
 * against {@link StaffCriteria#SORTABLE}, pages of at most 500 rows; errors are
 * {@code ProblemDetail}s.
 */
@RestController
@RequestMapping("/api/staff")
public class StaffQueryController {

    private final StaffQueryService service;

    public StaffQueryController(StaffQueryService service) {
        this.service = service;
    }

    @Operation(operationId = "staffQuery", summary = "Query Staff (filters by operator, sort, page)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/query")
    public PageResponse<StaffResponse> query(@ParameterObject @ModelAttribute StaffCriteria query) {
        long pageNo = QuerySupport.page(query.page(), false);
        long pageSize = QuerySupport.size(query.size(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<Staff>> found = service.page(p);
        return new PageResponse<>(found.getValue().stream().map(StaffResponse::of).toList(), found.getKey(), pageNo, pageSize);
    }

    @Operation(operationId = "staffCount", summary = "Count Staff (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/count")
    public long count(@ParameterObject @ModelAttribute StaffCriteria query) {
        return service.count(query.toParams());
    }

    @Operation(operationId = "staffExists", summary = "Whether any Staff matches (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/exists")
    public boolean exists(@ParameterObject @ModelAttribute StaffCriteria query) {
        return service.exists(query.toParams());
    }
}
