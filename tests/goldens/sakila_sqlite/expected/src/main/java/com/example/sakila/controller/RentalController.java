package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.Rental;
import com.example.sakila.service.RentalService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import java.time.LocalDateTime;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.springframework.format.annotation.DateTimeFormat;
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
 * REST endpoints of Rental ({@link Rental}).
 */
@Tag(name = "Rental")
@RestController
@RequestMapping("/api/rental")
public class RentalController {

    private final RentalService service;

    public RentalController(RentalService service) {
        this.service = service;
    }

    @Operation(operationId = "rentalList", summary = "List Rental (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("")
    public ResponseEntity<Result<PageResult<Rental>>> page(
            @Nullable @ModelAttribute Rental filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "rentalGet", summary = "Get one Rental")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{rentalId}")
    public ResponseEntity<Result<Rental>> get(@PathVariable("rentalId") Long rentalId) {
        Rental row = service.findByKey(rentalId);
        if (row == null) {
            throw new NotFoundException("rental " + "rentalId=" + rentalId + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "rentalGetByRentalDateAndInventoryIdAndCustomerId", summary = "Get one Rental by rentalDate and inventoryId and customerId")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/by-rental-date-and-inventory-id-and-customer-id")
    public ResponseEntity<Result<Rental>> getByRentalDateAndInventoryIdAndCustomerId(@RequestParam("rentalDate") @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime rentalDate, @RequestParam("inventoryId") Integer inventoryId, @RequestParam("customerId") Integer customerId) {
        Rental row = service.findByRentalDateAndInventoryIdAndCustomerId(rentalDate, inventoryId, customerId);
        if (row == null) {
            throw new NotFoundException("rental " + "rentalDate=" + rentalDate + ", " + "inventoryId=" + inventoryId + ", " + "customerId=" + customerId + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "rentalCreate", summary = "Create Rental")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("")
    public ResponseEntity<Result<Rental>> create(@Valid @RequestBody Rental row) {
        Rental stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{rentalId}").buildAndExpand(stored.getRentalId()).toUri()).body(Result.ok(stored));
    }

    @Operation(operationId = "rentalUpdate", summary = "Replace Rental (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PutMapping("/{rentalId}")
    public ResponseEntity<Result<Rental>> update(@PathVariable("rentalId") Long rentalId,
            @RequestBody Rental row) {
        row.setRentalId(rentalId);
        Rental stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("rental " + "rentalId=" + rentalId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "rentalPatch", summary = "Change Rental (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PatchMapping("/{rentalId}")
    public ResponseEntity<Result<Rental>> patch(@PathVariable("rentalId") Long rentalId,
            @RequestBody Map<String, Object> changes) {
        Rental stored = service.patch(rentalId, changes);
        if (stored == null) {
            throw new NotFoundException("rental " + "rentalId=" + rentalId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "rentalDelete", summary = "Delete Rental")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @DeleteMapping("/{rentalId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("rentalId") Long rentalId) {
        if (!service.deleteByKey(rentalId)) {
            throw new NotFoundException("rental " + "rentalId=" + rentalId + " not found");
        }
        return ResponseEntity.noContent().build();
    }
}
