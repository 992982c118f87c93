package com.example.clash.controller;

import com.example.clash.common.NotFoundException;
import com.example.clash.common.PageResult;
import com.example.clash.entity.Result;
import com.example.clash.service.ResultService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import java.util.List;
import java.util.Map;
import org.springdoc.core.annotations.ParameterObject;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * REST endpoints of Result ({@link Result}).
 */
@Tag(name = "Result")
@RestController
@RequestMapping("/api/result")
public class ResultController {

    private final ResultService service;

    public ResultController(ResultService service) {
        this.service = service;
    }

    @Operation(operationId = "resultList", summary = "List Result (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @GetMapping("")
    public ResponseEntity<com.example.clash.common.Result<PageResult<Result>>> page(
            @ParameterObject @ModelAttribute Result filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(com.example.clash.common.Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "resultGet", summary = "Get one Result")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @GetMapping("/{id}")
    public ResponseEntity<com.example.clash.common.Result<Result>> get(@PathVariable("id") Long id) {
        Result row = service.findByKey(id);
        if (row == null) {
            throw new NotFoundException("result " + "id=" + id + " not found");
        }
        return ResponseEntity.ok(com.example.clash.common.Result.ok(row));
    }

    @Operation(operationId = "resultCreate", summary = "Create Result")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @PostMapping("")
    public ResponseEntity<com.example.clash.common.Result<Result>> create(@Valid @RequestBody Result row) {
        Result stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{id}").buildAndExpand(stored.getId()).toUri()).body(com.example.clash.common.Result.ok(stored));
    }

    @Operation(operationId = "resultUpdate", summary = "Replace Result (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @PutMapping("/{id}")
    public ResponseEntity<com.example.clash.common.Result<Result>> update(@PathVariable("id") Long id,
            @RequestBody Result row) {
        row.setId(id);
        Result stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("result " + "id=" + id + " not found");
        }
        return ResponseEntity.ok(com.example.clash.common.Result.ok(stored));
    }

    @Operation(operationId = "resultPatch", summary = "Change Result (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @PatchMapping("/{id}")
    public ResponseEntity<com.example.clash.common.Result<Result>> patch(@PathVariable("id") Long id,
            @RequestBody Map<String, Object> changes) {
        Result stored = service.patch(id, changes);
        if (stored == null) {
            throw new NotFoundException("result " + "id=" + id + " not found");
        }
        return ResponseEntity.ok(com.example.clash.common.Result.ok(stored));
    }

    @Operation(operationId = "resultDelete", summary = "Delete Result")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @DeleteMapping("/{id}")
    public ResponseEntity<com.example.clash.common.Result<Void>> delete(@PathVariable("id") Long id) {
        if (!service.deleteByKey(id)) {
            throw new NotFoundException("result " + "id=" + id + " not found");
        }
        return ResponseEntity.noContent().build();
    }

    @Operation(operationId = "resultCreateBatch", summary = "Create several Result")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @PostMapping("/batch")
    public ResponseEntity<com.example.clash.common.Result<Integer>> createBatch(@RequestBody List<Result> rows) {
        return ResponseEntity.status(HttpStatus.CREATED).body(com.example.clash.common.Result.ok(service.createBatch(rows)));
    }

    @Operation(operationId = "resultSave", summary = "Create or update Result by its key")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = com.example.clash.common.Result.class)))
    @PutMapping("")
    public ResponseEntity<com.example.clash.common.Result<Result>> upsert(@Valid @RequestBody Result row) {
        return ResponseEntity.ok(com.example.clash.common.Result.ok(service.upsert(row)));
    }
}
