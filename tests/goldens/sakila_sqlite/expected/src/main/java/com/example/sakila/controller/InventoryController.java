package com.example.sakila.controller;

import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.Inventory;
import com.example.sakila.service.InventoryService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

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

    @Operation(summary = "List Inventory (paged, filtered by any field)")
    @GetMapping
    public ResponseEntity<Result<PageResult<Inventory>>> page(
            @ModelAttribute Inventory filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(summary = "Get one Inventory")
    @GetMapping("/{inventoryId}")
    public ResponseEntity<Result<Inventory>> get(@PathVariable("inventoryId") Long inventoryId) {
        Inventory row = service.findByKey(inventoryId);
        if (row == null) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(summary = "Create Inventory")
    @PostMapping
    public ResponseEntity<Result<Inventory>> create(@Valid @RequestBody Inventory row) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.create(row)));
    }

    @Operation(summary = "Update Inventory")
    @PutMapping("/{inventoryId}")
    public ResponseEntity<Result<Inventory>> update(@PathVariable("inventoryId") Long inventoryId,
            @Valid @RequestBody Inventory row) {
        row.setInventoryId(inventoryId);
        if (!service.update(row)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(service.findByKey(inventoryId)));
    }

    @Operation(summary = "Delete Inventory")
    @DeleteMapping("/{inventoryId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("inventoryId") Long inventoryId) {
        if (!service.deleteByKey(inventoryId)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.noContent().build();
    }
}
