package com.example.sakila.controller;

import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.converter.CustomerConverter;
import com.example.sakila.dto.CustomerDTO;
import com.example.sakila.entity.Customer;
import com.example.sakila.service.CustomerService;
import com.example.sakila.vo.CustomerVO;
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
 * REST endpoints of Customer ({@link Customer}).
 */
@Tag(name = "Customer")
@RestController
@RequestMapping("/api/customer")
public class CustomerController {

    private final CustomerService service;
    private final CustomerConverter converter;

    public CustomerController(CustomerService service, CustomerConverter converter) {
        this.service = service;
        this.converter = converter;
    }

    @Operation(summary = "List Customer (paged, filtered by any field)")
    @GetMapping
    public ResponseEntity<Result<PageResult<CustomerVO>>> page(
            @ModelAttribute Customer filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        PageResult<Customer> rows = service.page(filter, page, size);
        return ResponseEntity.ok(Result.ok(new PageResult<>(converter.toVoList(rows.getItems()), rows.getTotal(), rows.getPage(), rows.getSize())));
    }

    @Operation(summary = "Get one Customer")
    @GetMapping("/{customerId}")
    public ResponseEntity<Result<CustomerVO>> get(@PathVariable("customerId") Integer customerId) {
        Customer row = service.findByKey(customerId);
        if (row == null) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(converter.toVo(row)));
    }

    @Operation(summary = "Create Customer")
    @PostMapping
    public ResponseEntity<Result<CustomerVO>> create(@Valid @RequestBody CustomerDTO body) {
        Customer row = converter.toEntity(body);
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(converter.toVo(service.create(row))));
    }

    @Operation(summary = "Update Customer")
    @PutMapping("/{customerId}")
    public ResponseEntity<Result<CustomerVO>> update(@PathVariable("customerId") Integer customerId,
            @Valid @RequestBody CustomerDTO body) {
        Customer row = converter.toEntity(body);
        row.setCustomerId(customerId);
        if (!service.update(row)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(converter.toVo(service.findByKey(customerId))));
    }

    @Operation(summary = "Delete Customer")
    @DeleteMapping("/{customerId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("customerId") Integer customerId) {
        if (!service.deleteByKey(customerId)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.noContent().build();
    }
}
