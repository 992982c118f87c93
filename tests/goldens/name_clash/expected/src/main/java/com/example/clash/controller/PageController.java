package com.example.clash.controller;

import com.example.clash.common.NotFoundException;
import com.example.clash.common.PageResult;
import com.example.clash.common.Result;
import com.example.clash.entity.Page;
import com.example.clash.service.PageService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
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
 * REST endpoints of Page ({@link Page}).
 */
@Tag(name = "Page")
@RestController
@RequestMapping("/api/page")
public class PageController {

    private final PageService service;

    public PageController(PageService service) {
        this.service = service;
    }

    @Operation(operationId = "pageList", summary = "List Page (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("")
    public ResponseEntity<Result<PageResult<Page>>> page(
            @Nullable @ModelAttribute Page filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "pageGet", summary = "Get one Page")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{id}")
    public ResponseEntity<Result<Page>> get(@PathVariable("id") Long id) {
        Page row = service.findByKey(id);
        if (row == null) {
            throw new NotFoundException("page " + "id=" + id + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "pageCreate", summary = "Create Page")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("")
    public ResponseEntity<Result<Page>> create(@Valid @RequestBody Page row) {
        Page stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{id}").buildAndExpand(stored.getId()).toUri()).body(Result.ok(stored));
    }

    @Operation(operationId = "pageUpdate", summary = "Replace Page (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PutMapping("/{id}")
    public ResponseEntity<Result<Page>> update(@PathVariable("id") Long id,
            @RequestBody Page row) {
        row.setId(id);
        Page stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("page " + "id=" + id + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "pagePatch", summary = "Change Page (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PatchMapping("/{id}")
    public ResponseEntity<Result<Page>> patch(@PathVariable("id") Long id,
            @RequestBody Map<String, Object> changes) {
        Page stored = service.patch(id, changes);
        if (stored == null) {
            throw new NotFoundException("page " + "id=" + id + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "pageDelete", summary = "Delete Page")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @DeleteMapping("/{id}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("id") Long id) {
        if (!service.deleteByKey(id)) {
            throw new NotFoundException("page " + "id=" + id + " not found");
        }
        return ResponseEntity.noContent().build();
    }

    @Operation(operationId = "pageCreateBatch", summary = "Create several Page")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("/batch")
    public ResponseEntity<Result<Integer>> createBatch(@RequestBody List<Page> rows) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.createBatch(rows)));
    }

    @Operation(operationId = "pageSave", summary = "Create or update Page by its key")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PutMapping("")
    public ResponseEntity<Result<Page>> upsert(@Valid @RequestBody Page row) {
        return ResponseEntity.ok(Result.ok(service.upsert(row)));
    }
}
