package com.example.sakila.controller;

import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.Payment;
import com.example.sakila.service.PaymentService;
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
 * REST endpoints of Payment ({@link Payment}).
 */
@Tag(name = "Payment")
@RestController
@RequestMapping("/api/payment")
public class PaymentController {

    private final PaymentService service;

    public PaymentController(PaymentService service) {
        this.service = service;
    }

    @Operation(summary = "List Payment (paged, filtered by any field)")
    @GetMapping
    public ResponseEntity<Result<PageResult<Payment>>> page(
            @ModelAttribute Payment filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(summary = "Get one Payment")
    @GetMapping("/{paymentId}")
    public ResponseEntity<Result<Payment>> get(@PathVariable("paymentId") Integer paymentId) {
        Payment row = service.findByKey(paymentId);
        if (row == null) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(summary = "Create Payment")
    @PostMapping
    public ResponseEntity<Result<Payment>> create(@Valid @RequestBody Payment row) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.create(row)));
    }

    @Operation(summary = "Update Payment")
    @PutMapping("/{paymentId}")
    public ResponseEntity<Result<Payment>> update(@PathVariable("paymentId") Integer paymentId,
            @Valid @RequestBody Payment row) {
        row.setPaymentId(paymentId);
        if (!service.update(row)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(service.findByKey(paymentId)));
    }

    @Operation(summary = "Delete Payment")
    @DeleteMapping("/{paymentId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("paymentId") Integer paymentId) {
        if (!service.deleteByKey(paymentId)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.noContent().build();
    }
}
