package com.example.sakila.controller;

import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.Language;
import com.example.sakila.service.LanguageService;
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
 * REST endpoints of Language ({@link Language}).
 */
@Tag(name = "Language")
@RestController
@RequestMapping("/api/language")
public class LanguageController {

    private final LanguageService service;

    public LanguageController(LanguageService service) {
        this.service = service;
    }

    @Operation(summary = "List Language (paged, filtered by any field)")
    @GetMapping
    public ResponseEntity<Result<PageResult<Language>>> page(
            @ModelAttribute Language filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(summary = "Get one Language")
    @GetMapping("/{languageId}")
    public ResponseEntity<Result<Language>> get(@PathVariable("languageId") Long languageId) {
        Language row = service.findByKey(languageId);
        if (row == null) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(summary = "Create Language")
    @PostMapping
    public ResponseEntity<Result<Language>> create(@Valid @RequestBody Language row) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.create(row)));
    }

    @Operation(summary = "Update Language")
    @PutMapping("/{languageId}")
    public ResponseEntity<Result<Language>> update(@PathVariable("languageId") Long languageId,
            @Valid @RequestBody Language row) {
        row.setLanguageId(languageId);
        if (!service.update(row)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(service.findByKey(languageId)));
    }

    @Operation(summary = "Delete Language")
    @DeleteMapping("/{languageId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("languageId") Long languageId) {
        if (!service.deleteByKey(languageId)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.noContent().build();
    }
}
