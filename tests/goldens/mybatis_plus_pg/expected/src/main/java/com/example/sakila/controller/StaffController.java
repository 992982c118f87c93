package com.example.sakila.controller;

import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.converter.StaffConverter;
import com.example.sakila.dto.StaffDTO;
import com.example.sakila.entity.Staff;
import com.example.sakila.service.StaffService;
import com.example.sakila.vo.StaffVO;
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
 * REST endpoints of Staff ({@link Staff}).
 */
@Tag(name = "Staff")
@RestController
@RequestMapping("/api/staff")
public class StaffController {

    private final StaffService service;
    private final StaffConverter converter;

    public StaffController(StaffService service, StaffConverter converter) {
        this.service = service;
        this.converter = converter;
    }

    @Operation(summary = "List Staff (paged, filtered by any field)")
    @GetMapping
    public ResponseEntity<Result<PageResult<StaffVO>>> page(
            @ModelAttribute Staff filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        PageResult<Staff> rows = service.page(filter, page, size);
        return ResponseEntity.ok(Result.ok(new PageResult<>(converter.toVoList(rows.getItems()), rows.getTotal(), rows.getPage(), rows.getSize())));
    }

    @Operation(summary = "Get one Staff")
    @GetMapping("/{staffId}")
    public ResponseEntity<Result<StaffVO>> get(@PathVariable("staffId") Integer staffId) {
        Staff row = service.findByKey(staffId);
        if (row == null) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(converter.toVo(row)));
    }

    @Operation(summary = "Create Staff")
    @PostMapping
    public ResponseEntity<Result<StaffVO>> create(@Valid @RequestBody StaffDTO body) {
        Staff row = converter.toEntity(body);
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(converter.toVo(service.create(row))));
    }

    @Operation(summary = "Update Staff")
    @PutMapping("/{staffId}")
    public ResponseEntity<Result<StaffVO>> update(@PathVariable("staffId") Integer staffId,
            @Valid @RequestBody StaffDTO body) {
        Staff row = converter.toEntity(body);
        row.setStaffId(staffId);
        if (!service.update(row)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(converter.toVo(service.findByKey(staffId))));
    }

    @Operation(summary = "Delete Staff")
    @DeleteMapping("/{staffId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("staffId") Integer staffId) {
        if (!service.deleteByKey(staffId)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.noContent().build();
    }
}
