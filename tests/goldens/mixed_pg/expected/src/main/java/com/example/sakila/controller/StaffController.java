package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.Staff;
import com.example.sakila.service.StaffService;
import io.swagger.annotations.Api;
import io.swagger.annotations.ApiOperation;
import io.swagger.annotations.ApiResponse;
import io.swagger.annotations.ApiResponses;
import jakarta.validation.Valid;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;
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
 * REST endpoints of Staff ({@link Staff}).
 *
 * @author Genix Golden
 */
@Api(tags = "Staff")
@RestController
@RequestMapping("/api/staff")
public class StaffController {

    private final StaffService service;

    public StaffController(StaffService service) {
        this.service = service;
    }

    @ApiOperation(value = "List Staff (paged, filtered by any field)", nickname = "staffList")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class)})
    @GetMapping("")
    public ResponseEntity<Result<PageResult<Staff>>> page(
            @ModelAttribute Staff filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @ApiOperation(value = "Get one Staff", nickname = "staffGet")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class)})
    @GetMapping("/{staffId}")
    public ResponseEntity<Result<Staff>> get(@PathVariable("staffId") Integer staffId) {
        Staff row = service.findByKey(staffId);
        if (row == null) {
            throw new NotFoundException("staff " + "staffId=" + staffId + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @ApiOperation(value = "Create Staff", nickname = "staffCreate")
    @ApiResponses({@ApiResponse(code = 201, message = "Created: the row as stored"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PostMapping("")
    public ResponseEntity<Result<Staff>> create(@Valid @RequestBody Staff row) {
        Staff stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{staffId}").buildAndExpand(stored.getStaffId()).toUri()).body(Result.ok(stored));
    }

    @ApiOperation(value = "Replace Staff (every writable field; a field left out becomes null, but a write-only or audit field keeps its value)", nickname = "staffUpdate")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PutMapping("/{staffId}")
    public ResponseEntity<Result<Staff>> update(@PathVariable("staffId") Integer staffId,
            @RequestBody Staff row) {
        row.setStaffId(staffId);
        Staff stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("staff " + "staffId=" + staffId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @ApiOperation(value = "Change Staff (only the fields sent; null clears one)", nickname = "staffPatch")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PatchMapping("/{staffId}")
    public ResponseEntity<Result<Staff>> patch(@PathVariable("staffId") Integer staffId,
            @RequestBody Map<String, Object> changes) {
        Staff stored = service.patch(staffId, changes);
        if (stored == null) {
            throw new NotFoundException("staff " + "staffId=" + staffId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @ApiOperation(value = "Delete Staff", nickname = "staffDelete")
    @ApiResponses({@ApiResponse(code = 204, message = "Deleted"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class)})
    @DeleteMapping("/{staffId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("staffId") Integer staffId) {
        if (!service.deleteByKey(staffId)) {
            throw new NotFoundException("staff " + "staffId=" + staffId + " not found");
        }
        return ResponseEntity.noContent().build();
    }

    @ApiOperation(value = "Create several Staff", nickname = "staffCreateBatch")
    @ApiResponses({@ApiResponse(code = 201, message = "Created: the row as stored"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PostMapping("/batch")
    public ResponseEntity<Result<Integer>> createBatch(@RequestBody List<Staff> rows) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.createBatch(rows)));
    }

    @ApiOperation(value = "Create or update Staff by its key", nickname = "staffSave")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PutMapping("")
    public ResponseEntity<Result<Staff>> upsert(@Valid @RequestBody Staff row) {
        return ResponseEntity.ok(Result.ok(service.upsert(row)));
    }
}
