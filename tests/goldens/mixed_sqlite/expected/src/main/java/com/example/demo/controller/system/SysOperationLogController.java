package com.example.demo.controller.system;

import com.example.demo.common.PageResult;
import com.example.demo.common.Result;
import com.example.demo.entity.system.SysOperationLog;
import com.example.demo.service.system.SysOperationLogService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import java.util.List;
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
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("")
    public ResponseEntity<Result<PageResult<SysOperationLog>>> page(
            @Nullable @ModelAttribute SysOperationLog filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "sysOperationLogCreate", summary = "Create Sys operation log")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("")
    public ResponseEntity<Result<SysOperationLog>> create(@Valid @RequestBody SysOperationLog row) {
        SysOperationLog stored = service.create(row);
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(stored));
    }

    @Operation(operationId = "sysOperationLogCreateBatch", summary = "Create several Sys operation log")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("/batch")
    public ResponseEntity<Result<Integer>> createBatch(@RequestBody List<SysOperationLog> rows) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.createBatch(rows)));
    }
}
