package com.example.demo.controller.system;

import com.example.demo.common.PageResponse;
import com.example.demo.dto.system.SysOperationLogRequest;
import com.example.demo.dto.system.SysOperationLogResponse;
import com.example.demo.entity.system.SysOperationLog;
import com.example.demo.service.system.SysOperationLogService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.lang.Nullable;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * REST endpoints of Sys operation log ({@link SysOperationLog}).
 * Bodies are records; errors are {@code ProblemDetail}s.
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
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("")
    public PageResponse<SysOperationLogResponse> page(
            @Nullable @ModelAttribute SysOperationLog filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return service.page(filter, page, size).map(SysOperationLogResponse::of);
    }

    @Operation(operationId = "sysOperationLogCreate", summary = "Create Sys operation log")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PostMapping("")
    public ResponseEntity<SysOperationLogResponse> create(@Valid @RequestBody SysOperationLogRequest request) {
        SysOperationLog stored = service.create(request.toEntity());
        return ResponseEntity.status(HttpStatus.CREATED).body(SysOperationLogResponse.of(stored));
    }
}
