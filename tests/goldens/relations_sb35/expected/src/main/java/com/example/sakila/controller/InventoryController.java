package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResponse;
import com.example.sakila.dto.FilmResponse;
import com.example.sakila.dto.InventoryRequest;
import com.example.sakila.dto.InventoryResponse;
import com.example.sakila.entity.Inventory;
import com.example.sakila.service.InventoryService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.lang.Nullable;
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
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * REST endpoints of Inventory ({@link Inventory}).
 * Bodies are records; errors are {@code ProblemDetail}s.
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
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("")
    public PageResponse<InventoryResponse> page(
            @Nullable @ModelAttribute Inventory filter,
            @RequestParam(value = "pageNo", defaultValue = "1") long page,
            @RequestParam(value = "limit", defaultValue = "20") long size) {
        return service.page(filter, page, size).map(InventoryResponse::of);
    }

    @Operation(operationId = "inventoryGet", summary = "Get one Inventory")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/{inventoryId}")
    public InventoryResponse get(@PathVariable("inventoryId") Long inventoryId) {
        Inventory row = service.findByKey(inventoryId);
        if (row == null) {
            throw new NotFoundException("inventory " + "inventoryId=" + inventoryId + " not found");
        }
        return InventoryResponse.of(row);
    }

    @Operation(operationId = "inventoryCreate", summary = "Create Inventory")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PostMapping("")
    public ResponseEntity<InventoryResponse> create(@Valid @RequestBody InventoryRequest request) {
        Inventory stored = service.create(request.toEntity());
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{inventoryId}").buildAndExpand(stored.getInventoryId()).toUri()).body(InventoryResponse.of(stored));
    }

    @Operation(operationId = "inventoryUpdate", summary = "Replace Inventory (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PutMapping("/{inventoryId}")
    public InventoryResponse update(@PathVariable("inventoryId") Long inventoryId,
            @RequestBody InventoryRequest request) {
        Inventory row = request.toEntity();
        row.setInventoryId(inventoryId);
        Inventory stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("inventory " + "inventoryId=" + inventoryId + " not found");
        }
        return InventoryResponse.of(stored);
    }

    @Operation(operationId = "inventoryPatch", summary = "Change Inventory (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PatchMapping("/{inventoryId}")
    public InventoryResponse patch(@PathVariable("inventoryId") Long inventoryId,
            @RequestBody Map<String, Object> changes) {
        Inventory stored = service.patch(inventoryId, changes);
        if (stored == null) {
            throw new NotFoundException("inventory " + "inventoryId=" + inventoryId + " not found");
        }
        return InventoryResponse.of(stored);
    }

    @Operation(operationId = "inventoryDelete", summary = "Delete Inventory")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @DeleteMapping("/{inventoryId}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    public void delete(@PathVariable("inventoryId") Long inventoryId) {
        if (!service.deleteByKey(inventoryId)) {
            throw new NotFoundException("inventory " + "inventoryId=" + inventoryId + " not found");
        }
    }

    @Operation(operationId = "inventoryGetWith", summary = "Get one Inventory with relations (film)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping(value = "/{inventoryId}", params = "with")
    public InventoryResponse getWith(@PathVariable("inventoryId") Long inventoryId, @RequestParam(value = "with", required = false) List<String> with) {
        Inventory row = service.findByKey(inventoryId);
        if (row == null) {
            throw new NotFoundException("inventory " + "inventoryId=" + inventoryId + " not found");
        }
        service.loadRelations(List.of(row), with);
        return InventoryResponse.of(row);
    }

    @Operation(operationId = "inventoryListWith", summary = "List Inventory with relations (film)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping(value = "", params = "with")
    public PageResponse<InventoryResponse> pageWith(
            @Nullable @ModelAttribute Inventory filter,
            @RequestParam(value = "pageNo", defaultValue = "1") long page,
            @RequestParam(value = "limit", defaultValue = "20") long size,
            @RequestParam(value = "with", required = false) List<String> with) {
        PageResponse<Inventory> rows = service.page(filter, page, size);
        service.loadRelations(rows.items(), with);
        return rows.map(InventoryResponse::of);
    }

    @Operation(operationId = "inventoryGetFilm", summary = "The film of one Inventory")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/{inventoryId}/film")
    public FilmResponse getFilm(@PathVariable("inventoryId") Long inventoryId) {
        Inventory row = service.findByKey(inventoryId);
        if (row == null) {
            throw new NotFoundException("inventory " + "inventoryId=" + inventoryId + " not found");
        }
        service.loadRelations(List.of(row), List.of("film"));
        return row.getFilm() == null ? null : FilmResponse.of(row.getFilm());
    }
}
