package com.example.demo.controller.system;

import com.example.demo.common.PageResult;
import com.example.demo.common.Result;
import com.example.demo.entity.system.SysOperationLog;
import com.example.demo.service.system.SysOperationLogService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import java.util.List;
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
 * REST endpoints of Sys operation log ({@link SysOperationLog}).
 */
@Tag(name = "Sys operation log")
@RestController
@RequestMapping("/api/sys-operation-log")
public class SysOperationLogController {

    private final SysOperationLogService service;

    public SysOperationLogController(SysOperationLogService service) {
        this.service = service;
    }

    @Operation(operationId = "sysOperationLogList", summary = "List Sys operation log (paged, filtered by any field)")
    @GetMapping
    public ResponseEntity<Result<PageResult<SysOperationLog>>> page(
            @ModelAttribute SysOperationLog filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "sysOperationLogCreate", summary = "Create Sys operation log")
    @PostMapping
    public ResponseEntity<Result<SysOperationLog>> create(@Valid @RequestBody SysOperationLog row) {
        SysOperationLog stored = service.create(row);
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(stored));
    }

    @Operation(operationId = "sysOperationLogCreateBatch", summary = "Create several Sys operation log")
    @PostMapping("/batch")
    public ResponseEntity<Result<Integer>> createBatch(@RequestBody List<SysOperationLog> rows) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.createBatch(rows)));
    }
}
