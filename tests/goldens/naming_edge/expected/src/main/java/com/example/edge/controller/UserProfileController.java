package com.example.edge.controller;

import com.example.edge.common.PageResult;
import com.example.edge.common.Result;
import com.example.edge.entity.UserProfile;
import com.example.edge.service.UserProfileService;
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
 * REST endpoints of 用户资料 ({@link UserProfile}).
 */
@Tag(name = "用户资料")
@RestController
@RequestMapping("/api/user-profile")
public class UserProfileController {

    private final UserProfileService service;

    public UserProfileController(UserProfileService service) {
        this.service = service;
    }

    @Operation(summary = "List 用户资料 (paged, filtered by any field)")
    @GetMapping
    public ResponseEntity<Result<PageResult<UserProfile>>> page(
            @ModelAttribute UserProfile filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(summary = "Get one 用户资料")
    @GetMapping("/{id}")
    public ResponseEntity<Result<UserProfile>> get(@PathVariable("id") Long id) {
        UserProfile row = service.findByKey(id);
        if (row == null) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(summary = "Create 用户资料")
    @PostMapping
    public ResponseEntity<Result<UserProfile>> create(@Valid @RequestBody UserProfile row) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.create(row)));
    }

    @Operation(summary = "Update 用户资料")
    @PutMapping("/{id}")
    public ResponseEntity<Result<UserProfile>> update(@PathVariable("id") Long id,
            @Valid @RequestBody UserProfile row) {
        row.setId(id);
        if (!service.update(row)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(service.findByKey(id)));
    }

    @Operation(summary = "Delete 用户资料")
    @DeleteMapping("/{id}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("id") Long id) {
        if (!service.deleteByKey(id)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.noContent().build();
    }
}
