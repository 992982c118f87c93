package com.example.edge.controller;

import com.example.edge.common.PageResult;
import com.example.edge.common.QuerySupport;
import com.example.edge.common.Result;
import com.example.edge.entity._2faTokens;
import com.example.edge.query._2faTokensCriteria;
import com.example.edge.service._2faTokensQueryService;
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
 * The list query of 2fa tokens ({@link _2faTokens}): filters by operator, {@code sort}
 * against {@link _2faTokensCriteria#SORTABLE}, pages of at most 500 rows.
 */
@RestController
@RequestMapping("/api/2fa-tokens")
public class _2faTokensQueryController {

    private final _2faTokensQueryService service;

    public _2faTokensQueryController(_2faTokensQueryService service) {
        this.service = service;
    }

    @Operation(operationId = "_2faTokensQuery", summary = "Query 2fa tokens (filters by operator, sort, page)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/query")
    public ResponseEntity<Result<PageResult<_2faTokens>>> query(@ParameterObject @ModelAttribute _2faTokensCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<_2faTokens>> found = service.page(p);
        long total = found.getKey();
        List<_2faTokens> rows = found.getValue();
        return ResponseEntity.ok(Result.ok(new PageResult<>(rows, total, pageNo, pageSize)));
    }

    @Operation(operationId = "_2faTokensCount", summary = "Count 2fa tokens (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/count")
    public ResponseEntity<Result<Long>> count(@ParameterObject @ModelAttribute _2faTokensCriteria query) {
        return ResponseEntity.ok(Result.ok(service.count(query.toParams())));
    }

    @Operation(operationId = "_2faTokensExists", summary = "Whether any 2fa tokens matches (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/exists")
    public ResponseEntity<Result<Boolean>> exists(@ParameterObject @ModelAttribute _2faTokensCriteria query) {
        return ResponseEntity.ok(Result.ok(service.exists(query.toParams())));
    }
}
