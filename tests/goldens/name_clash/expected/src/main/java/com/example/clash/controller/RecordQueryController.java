package com.example.clash.controller;

import com.example.clash.common.PageResult;
import com.example.clash.common.QuerySupport;
import com.example.clash.common.Result;
import com.example.clash.entity.Record;
import com.example.clash.query.RecordCriteria;
import com.example.clash.service.RecordQueryService;
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
 * The list query of Record ({@link Record}): filters by operator, {@code sort}
 * against {@link RecordCriteria#SORTABLE}, pages of at most 500 rows.
 */
@RestController
@RequestMapping("/api/record")
public class RecordQueryController {

    private final RecordQueryService service;

    public RecordQueryController(RecordQueryService service) {
        this.service = service;
    }

    @Operation(operationId = "record_Query", summary = "Query Record (filters by operator, sort, page)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/query")
    public ResponseEntity<Result<PageResult<Record>>> query(@ParameterObject @ModelAttribute RecordCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<Record>> found = service.page(p);
        long total = found.getKey();
        List<Record> rows = found.getValue();
        return ResponseEntity.ok(Result.ok(new PageResult<>(rows, total, pageNo, pageSize)));
    }

    @Operation(operationId = "record_Count", summary = "Count Record (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/count")
    public ResponseEntity<Result<Long>> count(@ParameterObject @ModelAttribute RecordCriteria query) {
        return ResponseEntity.ok(Result.ok(service.count(query.toParams())));
    }

    @Operation(operationId = "record_Exists", summary = "Whether any Record matches (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/exists")
    public ResponseEntity<Result<Boolean>> exists(@ParameterObject @ModelAttribute RecordCriteria query) {
        return ResponseEntity.ok(Result.ok(service.exists(query.toParams())));
    }
}
