package com.example.demo.controller.system;

import com.example.demo.common.PageResult;
import com.example.demo.common.Result;
import com.example.demo.entity.system.SysUser;
import com.example.demo.service.system.SysUserService;
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
 * REST endpoints of Sys user ({@link SysUser}).
 */
@Tag(name = "Sys user")
@RestController
@RequestMapping("/api/sys-user")
public class SysUserController {

    private final SysUserService service;

    public SysUserController(SysUserService service) {
        this.service = service;
    }

    @Operation(summary = "List Sys user (paged, filtered by any field)")
    @GetMapping
    public ResponseEntity<Result<PageResult<SysUser>>> page(
            @ModelAttribute SysUser filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(summary = "Get one Sys user")
    @GetMapping("/{id}")
    public ResponseEntity<Result<SysUser>> get(@PathVariable("id") Long id) {
        SysUser row = service.findByKey(id);
        if (row == null) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(summary = "Get one Sys user by username")
    @GetMapping("/by-username")
    public ResponseEntity<Result<SysUser>> getByUsername(@RequestParam("username") String username) {
        SysUser row = service.findByUsername(username);
        if (row == null) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(summary = "Create Sys user")
    @PostMapping
    public ResponseEntity<Result<SysUser>> create(@Valid @RequestBody SysUser row) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.create(row)));
    }

    @Operation(summary = "Update Sys user")
    @PutMapping("/{id}")
    public ResponseEntity<Result<SysUser>> update(@PathVariable("id") Long id,
            @Valid @RequestBody SysUser row) {
        row.setId(id);
        if (!service.update(row)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(service.findByKey(id)));
    }

    @Operation(summary = "Delete Sys user")
    @DeleteMapping("/{id}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("id") Long id) {
        if (!service.deleteByKey(id)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.noContent().build();
    }
}
