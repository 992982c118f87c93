package com.example.edge.controller;

import com.example.edge.common.PageResult;
import com.example.edge.common.Result;
import com.example.edge.entity.BatchJobExecution;
import com.example.edge.service.BatchJobExecutionService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
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
    @GetMapping
    public ResponseEntity<Result<PageResult<BatchJobExecution>>> page(
            @ModelAttribute BatchJobExecution filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "batchJobExecutionCreate", summary = "Create Batch job execution")
    @PostMapping
    public ResponseEntity<Result<BatchJobExecution>> create(@Valid @RequestBody BatchJobExecution row) {
        BatchJobExecution stored = service.create(row);
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(stored));
    }
}
