package com.example.demo.controller;

import com.example.demo.common.NotFoundException;
import com.example.demo.common.PageResult;
import com.example.demo.common.Result;
import com.example.demo.entity.SysUserRole;
import com.example.demo.service.SysUserRoleService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * REST endpoints of Sys user role ({@link SysUserRole}).
 */
@Tag(name = "Sys user role")
@RestController
@RequestMapping("/api/sys-user-role")
public class SysUserRoleController {

    private final SysUserRoleService service;

    public SysUserRoleController(SysUserRoleService service) {
        this.service = service;
    }

    @Operation(operationId = "sysUserRoleList", summary = "List Sys user role (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/list")
    public ResponseEntity<Result<PageResult<SysUserRole>>> page(
            @Nullable @ModelAttribute SysUserRole filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "sysUserRoleGet", summary = "Get one Sys user role")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/get")
    public ResponseEntity<Result<SysUserRole>> get(@RequestParam("userId") Long userId, @RequestParam("roleId") Long roleId) {
        SysUserRole row = service.findByKey(userId, roleId);
        if (row == null) {
            throw new NotFoundException("sys_user_role " + "userId=" + userId + ", " + "roleId=" + roleId + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "sysUserRoleCreate", summary = "Create Sys user role")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("/create")
    public ResponseEntity<Result<SysUserRole>> create(@Valid @RequestBody SysUserRole row) {
        SysUserRole stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentServletMapping().path("/api/sys-user-role/get").queryParam("userId", "{userId}").queryParam("roleId", "{roleId}").buildAndExpand(stored.getUserId(), stored.getRoleId()).toUri()).body(Result.ok(stored));
    }

    @Operation(operationId = "sysUserRoleUpdate", summary = "Replace Sys user role (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("/update")
    public ResponseEntity<Result<SysUserRole>> update(@RequestParam("userId") Long userId, @RequestParam("roleId") Long roleId,
            @RequestBody SysUserRole row) {
        row.setUserId(userId);
        row.setRoleId(roleId);
        SysUserRole stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("sys_user_role " + "userId=" + userId + ", " + "roleId=" + roleId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "sysUserRolePatch", summary = "Change Sys user role (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("/patch")
    public ResponseEntity<Result<SysUserRole>> patch(@RequestParam("userId") Long userId, @RequestParam("roleId") Long roleId,
            @RequestBody Map<String, Object> changes) {
        SysUserRole stored = service.patch(userId, roleId, changes);
        if (stored == null) {
            throw new NotFoundException("sys_user_role " + "userId=" + userId + ", " + "roleId=" + roleId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "sysUserRoleDelete", summary = "Delete Sys user role")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("/delete/{userId}/{roleId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("userId") Long userId, @PathVariable("roleId") Long roleId) {
        if (!service.deleteByKey(userId, roleId)) {
            throw new NotFoundException("sys_user_role " + "userId=" + userId + ", " + "roleId=" + roleId + " not found");
        }
        return ResponseEntity.noContent().build();
    }

    @Operation(operationId = "sysUserRoleCreateBatch", summary = "Create several Sys user role")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("/batch")
    public ResponseEntity<Result<Integer>> createBatch(@RequestBody List<SysUserRole> rows) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.createBatch(rows)));
    }

    @Operation(operationId = "sysUserRoleSave", summary = "Create or update Sys user role by its key")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("/save")
    public ResponseEntity<Result<SysUserRole>> upsert(@Valid @RequestBody SysUserRole row) {
        return ResponseEntity.ok(Result.ok(service.upsert(row)));
    }
}
