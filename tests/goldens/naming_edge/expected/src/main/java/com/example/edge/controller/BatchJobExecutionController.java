package com.example.edge.controller;

import com.example.edge.common.PageResult;
import com.example.edge.common.Result;
import com.example.edge.entity.BatchJobExecution;
import com.example.edge.service.BatchJobExecutionService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import org.jspecify.annotations.Nullable;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * REST endpoints of Batch job execution ({@link BatchJobExecution}).
 */
@Tag(name = "Batch job execution")
@RestController
@RequestMapping("/api/batch-job-execution")
public class BatchJobExecutionController {

    private final BatchJobExecutionService service;

    public BatchJobExecutionController(BatchJobExecutionService service) {
        this.service = service;
    }

    @Operation(operationId = "batchJobExecutionList", summary = "List Batch job execution (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("")
    public ResponseEntity<Result<PageResult<BatchJobExecution>>> page(
            @Nullable @ModelAttribute BatchJobExecution filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "batchJobExecutionCreate", summary = "Create Batch job execution")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("")
    public ResponseEntity<Result<BatchJobExecution>> create(@Valid @RequestBody BatchJobExecution row) {
        BatchJobExecution stored = service.create(row);
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(stored));
    }
}
