package com.example.clash.controller;

import com.example.clash.common.PageResult;
import com.example.clash.common.QuerySupport;
import com.example.clash.entity.Result;
import com.example.clash.query.ResultCriteria;
import com.example.clash.service.ResultQueryService;
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
 * The list query of Result ({@link Result}): filters by operator, {@code sort}
 * against {@link ResultCriteria#SORTABLE}, pages of at most 500 rows.
 */
@RestController
@RequestMapping("/api/result")
public class ResultQueryController {

    private final ResultQueryService service;

    public ResultQueryController(ResultQueryService service) {
        this.service = service;
    }

    @Operation(operationId = "resultQuery", summary = "Query Result (filters by operator, sort, page)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @GetMapping("/query")
    public ResponseEntity<com.example.clash.common.Result<PageResult<Result>>> query(@ParameterObject @ModelAttribute ResultCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<Result>> found = service.page(p);
        long total = found.getKey();
        List<Result> rows = found.getValue();
        return ResponseEntity.ok(com.example.clash.common.Result.ok(new PageResult<>(rows, total, pageNo, pageSize)));
    }

    @Operation(operationId = "resultCount", summary = "Count Result (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @GetMapping("/count")
    public ResponseEntity<com.example.clash.common.Result<Long>> count(@ParameterObject @ModelAttribute ResultCriteria query) {
        return ResponseEntity.ok(com.example.clash.common.Result.ok(service.count(query.toParams())));
    }

    @Operation(operationId = "resultExists", summary = "Whether any Result matches (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @GetMapping("/exists")
    public ResponseEntity<com.example.clash.common.Result<Boolean>> exists(@ParameterObject @ModelAttribute ResultCriteria query) {
        return ResponseEntity.ok(com.example.clash.common.Result.ok(service.exists(query.toParams())));
    }
}
