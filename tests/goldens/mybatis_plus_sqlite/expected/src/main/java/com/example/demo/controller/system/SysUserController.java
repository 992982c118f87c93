package com.example.demo.controller.system;

import com.example.demo.common.NotFoundException;
import com.example.demo.common.PageResult;
import com.example.demo.common.Result;
import com.example.demo.entity.system.SysUser;
import com.example.demo.service.system.SysUserService;
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

    @Operation(operationId = "sysUserList", summary = "List Sys user (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("")
    public ResponseEntity<Result<PageResult<SysUser>>> page(
            @Nullable @ModelAttribute SysUser filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "sysUserGet", summary = "Get one Sys user")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{id}")
    public ResponseEntity<Result<SysUser>> get(@PathVariable("id") Long id) {
        SysUser row = service.findByKey(id);
        if (row == null) {
            throw new NotFoundException("sys_user " + "id=" + id + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "sysUserGetByUsername", summary = "Get one Sys user by username")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/by-username")
    public ResponseEntity<Result<SysUser>> getByUsername(@RequestParam("username") String username) {
        SysUser row = service.findByUsername(username);
        if (row == null) {
            throw new NotFoundException("sys_user " + "username=" + username + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "sysUserCreate", summary = "Create Sys user")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("")
    public ResponseEntity<Result<SysUser>> create(@Valid @RequestBody SysUser row) {
        SysUser stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{id}").buildAndExpand(stored.getId()).toUri()).body(Result.ok(stored));
    }

    @Operation(operationId = "sysUserUpdate", summary = "Replace Sys user (every writable field; a field left out becomes null, but a write-only or audit field keeps its value)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PutMapping("/{id}")
    public ResponseEntity<Result<SysUser>> update(@PathVariable("id") Long id,
            @RequestBody SysUser row) {
        row.setId(id);
        SysUser stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("sys_user " + "id=" + id + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "sysUserPatch", summary = "Change Sys user (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PatchMapping("/{id}")
    public ResponseEntity<Result<SysUser>> patch(@PathVariable("id") Long id,
            @RequestBody Map<String, Object> changes) {
        SysUser stored = service.patch(id, changes);
        if (stored == null) {
            throw new NotFoundException("sys_user " + "id=" + id + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "sysUserDelete", summary = "Delete Sys user")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @DeleteMapping("/{id}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("id") Long id) {
        if (!service.deleteByKey(id)) {
            throw new NotFoundException("sys_user " + "id=" + id + " not found");
        }
        return ResponseEntity.noContent().build();
    }
}
