package com.example.ext.controller;

import com.example.ext.common.PageResponse;
import com.example.ext.common.QuerySupport;
import com.example.ext.dto.AppSettingResponse;
import com.example.ext.entity.AppSetting;
import com.example.ext.query.AppSettingCriteria;
import com.example.ext.service.AppSettingQueryService;
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
 * The list query of App setting ({@link AppSetting}): filters by operator, {@code sort}
 * against {@link AppSettingCriteria#SORTABLE}, pages of at most 500 rows; errors are
 * {@code ProblemDetail}s.
 */
@RestController
@RequestMapping("/api/app-setting")
public class AppSettingQueryController {

    private final AppSettingQueryService service;

    public AppSettingQueryController(AppSettingQueryService service) {
        this.service = service;
    }

    @Operation(operationId = "appSettingQuery", summary = "Query App setting (filters by operator, sort, page)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/-/query")
    public PageResponse<AppSettingResponse> query(@ParameterObject @ModelAttribute AppSettingCriteria query) {
        long pageNo = QuerySupport.page(query.page(), false);
        long pageSize = QuerySupport.size(query.size(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<AppSetting>> found = service.page(p);
        return new PageResponse<>(found.getValue().stream().map(AppSettingResponse::of).toList(), found.getKey(), pageNo, pageSize);
    }

    @Operation(operationId = "appSettingCount", summary = "Count App setting (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/-/count")
    public long count(@ParameterObject @ModelAttribute AppSettingCriteria query) {
        return service.count(query.toParams());
    }

    @Operation(operationId = "appSettingExists", summary = "Whether any App setting matches (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/-/exists")
    public boolean exists(@ParameterObject @ModelAttribute AppSettingCriteria query) {
        return service.exists(query.toParams());
    }
}
