package com.example.demo.controller;

import com.example.demo.common.PageResult;
import com.example.demo.common.Result;
import com.example.demo.entity.Setting;
import com.example.demo.service.SettingService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import java.util.List;
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
 * REST endpoints of App setting ({@link Setting}).
 */
@Tag(name = "App setting")
@RestController
@RequestMapping("/api/setting")
public class SettingController {

    private final SettingService service;

    public SettingController(SettingService service) {
        this.service = service;
    }

    @Operation(summary = "List App setting (paged, filtered by any field)")
    @GetMapping
    public ResponseEntity<Result<PageResult<Setting>>> page(
            @ModelAttribute Setting filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(summary = "Get one App setting")
    @GetMapping("/{key}")
    public ResponseEntity<Result<Setting>> get(@PathVariable("key") String key) {
        Setting row = service.findByKey(key);
        if (row == null) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(summary = "Create App setting")
    @PostMapping
    public ResponseEntity<Result<Setting>> create(@Valid @RequestBody Setting row) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.create(row)));
    }

    @Operation(summary = "Update App setting")
    @PutMapping("/{key}")
    public ResponseEntity<Result<Setting>> update(@PathVariable("key") String key,
            @Valid @RequestBody Setting row) {
        row.setKey(key);
        if (!service.update(row)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(service.findByKey(key)));
    }

    @Operation(summary = "Delete App setting")
    @DeleteMapping("/{key}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("key") String key) {
        if (!service.deleteByKey(key)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.noContent().build();
    }

    @Operation(summary = "Create several App setting")
    @PostMapping("/batch")
    public ResponseEntity<Result<Integer>> createBatch(@RequestBody List<Setting> rows) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.createBatch(rows)));
    }

    @Operation(summary = "Create or update App setting by its key")
    @PutMapping
    public ResponseEntity<Result<Setting>> upsert(@Valid @RequestBody Setting row) {
        return ResponseEntity.ok(Result.ok(service.upsert(row)));
    }
}
