package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.Film;
import com.example.sakila.entity.Inventory;
import com.example.sakila.service.InventoryService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
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
 * REST endpoints of Inventory ({@link Inventory}).
 */
@Tag(name = "Inventory")
@RestController
@RequestMapping("/api/inventory")
public class InventoryController {

    private final InventoryService service;

    public InventoryController(InventoryService service) {
        this.service = service;
    }

    @Operation(operationId = "inventoryList", summary = "List Inventory (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("")
    public ResponseEntity<Result<PageResult<Inventory>>> page(
            @Nullable @ModelAttribute Inventory filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "inventoryGet", summary = "Get one Inventory")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{inventoryId}")
    public ResponseEntity<Result<Inventory>> get(@PathVariable("inventoryId") Long inventoryId) {
        Inventory row = service.findByKey(inventoryId);
        if (row == null) {
            throw new NotFoundException("inventory " + "inventoryId=" + inventoryId + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "inventoryCreate", summary = "Create Inventory")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("")
    public ResponseEntity<Result<Inventory>> create(@Valid @RequestBody Inventory row) {
        Inventory stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{inventoryId}").buildAndExpand(stored.getInventoryId()).toUri()).body(Result.ok(stored));
    }

    @Operation(operationId = "inventoryUpdate", summary = "Replace Inventory (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PutMapping("/{inventoryId}")
    public ResponseEntity<Result<Inventory>> update(@PathVariable("inventoryId") Long inventoryId,
            @RequestBody Inventory row) {
        row.setInventoryId(inventoryId);
        Inventory stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("inventory " + "inventoryId=" + inventoryId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "inventoryPatch", summary = "Change Inventory (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PatchMapping("/{inventoryId}")
    public ResponseEntity<Result<Inventory>> patch(@PathVariable("inventoryId") Long inventoryId,
            @RequestBody Map<String, Object> changes) {
        Inventory stored = service.patch(inventoryId, changes);
        if (stored == null) {
            throw new NotFoundException("inventory " + "inventoryId=" + inventoryId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "inventoryDelete", summary = "Delete Inventory")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @DeleteMapping("/{inventoryId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("inventoryId") Long inventoryId) {
        if (!service.deleteByKey(inventoryId)) {
            throw new NotFoundException("inventory " + "inventoryId=" + inventoryId + " not found");
        }
        return ResponseEntity.noContent().build();
    }

    @Operation(operationId = "inventoryGetWith", summary = "Get one Inventory with relations (film)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping(value = "/{inventoryId}", params = "with")
    public ResponseEntity<Result<Inventory>> getWith(@PathVariable("inventoryId") Long inventoryId,
            @RequestParam(value = "with", required = false) List<String> with) {
        Inventory row = service.findByKey(inventoryId);
        if (row == null) {
            throw new NotFoundException("inventory " + "inventoryId=" + inventoryId + " not found");
        }
        service.loadRelations(Collections.singletonList(row), with);
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "inventoryListWith", summary = "List Inventory with relations (film)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping(value = "", params = "with")
    public ResponseEntity<Result<PageResult<Inventory>>> pageWith(
            @Nullable @ModelAttribute Inventory filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size,
            @RequestParam(value = "with", required = false) List<String> with) {
        PageResult<Inventory> rows = service.page(filter, page, size);
        service.loadRelations(rows.getItems(), with);
        return ResponseEntity.ok(Result.ok(rows));
    }

    @Operation(operationId = "inventoryGetFilm", summary = "The film of one Inventory")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{inventoryId}/film")
    public ResponseEntity<Result<Film>> getFilm(@PathVariable("inventoryId") Long inventoryId) {
        Inventory row = service.findByKey(inventoryId);
        if (row == null) {
            throw new NotFoundException("inventory " + "inventoryId=" + inventoryId + " not found");
        }
        service.loadRelations(Collections.singletonList(row), Collections.singletonList("film"));
        return ResponseEntity.ok(Result.ok(row.getFilm()));
    }
}
