package com.example.demo.controller;

import com.example.demo.common.PageResponse;
import com.example.demo.common.QuerySupport;
import com.example.demo.dto.SettingResponse;
import com.example.demo.entity.Setting;
import com.example.demo.query.SettingCriteria;
import com.example.demo.service.SettingQueryService;
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
 * The list query of App setting ({@link Setting}): filters by operator, {@code sort}
 * against {@link SettingCriteria#SORTABLE}, pages of at most 500 rows; errors are
 * {@code ProblemDetail}s.
 */
@RestController
@RequestMapping("/api/setting")
public class SettingQueryController {

    private final SettingQueryService service;

    public SettingQueryController(SettingQueryService service) {
        this.service = service;
    }

    @Operation(operationId = "settingQuery", summary = "Query App setting (filters by operator, sort, page)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/-/query")
    public PageResponse<SettingResponse> query(@ParameterObject @ModelAttribute SettingCriteria query) {
        long pageNo = QuerySupport.page(query.page(), false);
        long pageSize = QuerySupport.size(query.size(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<Setting>> found = service.page(p);
        return new PageResponse<>(found.getValue().stream().map(SettingResponse::of).toList(), found.getKey(), pageNo, pageSize);
    }

    @Operation(operationId = "settingCount", summary = "Count App setting (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/-/count")
    public long count(@ParameterObject @ModelAttribute SettingCriteria query) {
        return service.count(query.toParams());
    }

    @Operation(operationId = "settingExists", summary = "Whether any App setting matches (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/-/exists")
    public boolean exists(@ParameterObject @ModelAttribute SettingCriteria query) {
        return service.exists(query.toParams());
    }
}
