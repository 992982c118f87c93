package com.example.sakila.controller;

import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.Country;
import com.example.sakila.service.CountryService;
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
 * REST endpoints of Country ({@link Country}).
 */
@Tag(name = "Country")
@RestController
@RequestMapping("/api/country")
public class CountryController {

    private final CountryService service;

    public CountryController(CountryService service) {
        this.service = service;
    }

    @Operation(summary = "List Country (paged, filtered by any field)")
    @GetMapping
    public ResponseEntity<Result<PageResult<Country>>> page(
            @ModelAttribute Country filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(summary = "Get one Country")
    @GetMapping("/{countryId}")
    public ResponseEntity<Result<Country>> get(@PathVariable("countryId") Long countryId) {
        Country row = service.findByKey(countryId);
        if (row == null) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(summary = "Create Country")
    @PostMapping
    public ResponseEntity<Result<Country>> create(@Valid @RequestBody Country row) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.create(row)));
    }

    @Operation(summary = "Update Country")
    @PutMapping("/{countryId}")
    public ResponseEntity<Result<Country>> update(@PathVariable("countryId") Long countryId,
            @Valid @RequestBody Country row) {
        row.setCountryId(countryId);
        if (!service.update(row)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(service.findByKey(countryId)));
    }

    @Operation(summary = "Delete Country")
    @DeleteMapping("/{countryId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("countryId") Long countryId) {
        if (!service.deleteByKey(countryId)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.noContent().build();
    }
}
