package com.example.sakila.controller;

import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.converter.PaymentConverter;
import com.example.sakila.dto.PaymentDTO;
import com.example.sakila.entity.Payment;
import com.example.sakila.service.PaymentService;
import com.example.sakila.vo.PaymentVO;
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
    private final PaymentConverter converter;

    public PaymentController(PaymentService service, PaymentConverter converter) {
        this.service = service;
        this.converter = converter;
    }

    @Operation(summary = "List Payment (paged, filtered by any field)")
    @GetMapping
    public ResponseEntity<Result<PageResult<PaymentVO>>> page(
            @ModelAttribute Payment filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        PageResult<Payment> rows = service.page(filter, page, size);
        return ResponseEntity.ok(Result.ok(new PageResult<>(converter.toVoList(rows.getItems()), rows.getTotal(), rows.getPage(), rows.getSize())));
    }

    @Operation(summary = "Get one Payment")
    @GetMapping("/{paymentId}")
    public ResponseEntity<Result<PaymentVO>> get(@PathVariable("paymentId") Integer paymentId) {
        Payment row = service.findByKey(paymentId);
        if (row == null) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(converter.toVo(row)));
    }

    @Operation(summary = "Create Payment")
    @PostMapping
    public ResponseEntity<Result<PaymentVO>> create(@Valid @RequestBody PaymentDTO body) {
        Payment row = converter.toEntity(body);
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(converter.toVo(service.create(row))));
    }

    @Operation(summary = "Update Payment")
    @PutMapping("/{paymentId}")
    public ResponseEntity<Result<PaymentVO>> update(@PathVariable("paymentId") Integer paymentId,
            @Valid @RequestBody PaymentDTO body) {
        Payment row = converter.toEntity(body);
        row.setPaymentId(paymentId);
        if (!service.update(row)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(converter.toVo(service.findByKey(paymentId))));
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
