package com.example.ext.controller;

import com.example.ext.common.PageResult;
import com.example.ext.common.QuerySupport;
import com.example.ext.common.Result;
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
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The list query of App setting ({@link AppSetting}): filters by operator, {@code sort}
 * against {@link AppSettingCriteria#SORTABLE}, pages of at most 500 rows.
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
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/-/query")
    public ResponseEntity<Result<PageResult<AppSetting>>> query(@ParameterObject @ModelAttribute AppSettingCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<AppSetting>> found = service.page(p);
        long total = found.getKey();
        List<AppSetting> rows = found.getValue();
        return ResponseEntity.ok(Result.ok(new PageResult<>(rows, total, pageNo, pageSize)));
    }

    @Operation(operationId = "appSettingCount", summary = "Count App setting (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/-/count")
    public ResponseEntity<Result<Long>> count(@ParameterObject @ModelAttribute AppSettingCriteria query) {
        return ResponseEntity.ok(Result.ok(service.count(query.toParams())));
    }

    @Operation(operationId = "appSettingExists", summary = "Whether any App setting matches (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/-/exists")
    public ResponseEntity<Result<Boolean>> exists(@ParameterObject @ModelAttribute AppSettingCriteria query) {
        return ResponseEntity.ok(Result.ok(service.exists(query.toParams())));
    }
}
