package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.Store;
import com.example.sakila.service.StoreService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
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
 * REST endpoints of Store ({@link Store}).
 */
@Tag(name = "Store")
@RestController
@RequestMapping("/api/store")
public class StoreController {

    private final StoreService service;

    public StoreController(StoreService service) {
        this.service = service;
    }

    @Operation(operationId = "storeList", summary = "List Store (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("")
    public ResponseEntity<Result<PageResult<Store>>> page(
            @Nullable @ModelAttribute Store filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "storeGet", summary = "Get one Store")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{storeId}")
    public ResponseEntity<Result<Store>> get(@PathVariable("storeId") Long storeId) {
        Store row = service.findByKey(storeId);
        if (row == null) {
            throw new NotFoundException("store " + "storeId=" + storeId + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "storeCreate", summary = "Create Store")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("")
    public ResponseEntity<Result<Store>> create(@Valid @RequestBody Store row) {
        Store stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{storeId}").buildAndExpand(stored.getStoreId()).toUri()).body(Result.ok(stored));
    }

    @Operation(operationId = "storeUpdate", summary = "Replace Store (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PutMapping("/{storeId}")
    public ResponseEntity<Result<Store>> update(@PathVariable("storeId") Long storeId,
            @RequestBody Store row) {
        row.setStoreId(storeId);
        Store stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("store " + "storeId=" + storeId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "storePatch", summary = "Change Store (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PatchMapping("/{storeId}")
    public ResponseEntity<Result<Store>> patch(@PathVariable("storeId") Long storeId,
            @RequestBody Map<String, Object> changes) {
        Store stored = service.patch(storeId, changes);
        if (stored == null) {
            throw new NotFoundException("store " + "storeId=" + storeId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "storeDelete", summary = "Delete Store")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @DeleteMapping("/{storeId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("storeId") Long storeId) {
        if (!service.deleteByKey(storeId)) {
            throw new NotFoundException("store " + "storeId=" + storeId + " not found");
        }
        return ResponseEntity.noContent().build();
    }
}
