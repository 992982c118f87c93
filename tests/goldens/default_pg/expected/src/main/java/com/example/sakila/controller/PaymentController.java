package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.Payment;
import com.example.sakila.service.PaymentService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import java.util.Map;
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

    @Operation(operationId = "paymentList", summary = "List Payment (paged, filtered by any field)")
    @GetMapping
    public ResponseEntity<Result<PageResult<Payment>>> page(
            @ModelAttribute Payment filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "paymentGet", summary = "Get one Payment")
    @GetMapping("/{paymentId}")
    public ResponseEntity<Result<Payment>> get(@PathVariable("paymentId") Integer paymentId) {
        Payment row = service.findByKey(paymentId);
        if (row == null) {
            throw new NotFoundException("payment " + "paymentId=" + paymentId + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "paymentCreate", summary = "Create Payment")
    @PostMapping
    public ResponseEntity<Result<Payment>> create(@Valid @RequestBody Payment row) {
        Payment stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{paymentId}").buildAndExpand(stored.getPaymentId()).toUri()).body(Result.ok(stored));
    }

    @Operation(operationId = "paymentUpdate", summary = "Replace Payment (every writable field; a field left out becomes null)")
    @PutMapping("/{paymentId}")
    public ResponseEntity<Result<Payment>> update(@PathVariable("paymentId") Integer paymentId,
            @RequestBody Payment row) {
        row.setPaymentId(paymentId);
        Payment stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("payment " + "paymentId=" + paymentId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "paymentPatch", summary = "Change Payment (only the fields sent; null clears one)")
    @PatchMapping("/{paymentId}")
    public ResponseEntity<Result<Payment>> patch(@PathVariable("paymentId") Integer paymentId,
            @RequestBody Map<String, Object> changes) {
        Payment stored = service.patch(paymentId, changes);
        if (stored == null) {
            throw new NotFoundException("payment " + "paymentId=" + paymentId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "paymentDelete", summary = "Delete Payment")
    @DeleteMapping("/{paymentId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("paymentId") Integer paymentId) {
        if (!service.deleteByKey(paymentId)) {
            throw new NotFoundException("payment " + "paymentId=" + paymentId + " not found");
        }
        return ResponseEntity.noContent().build();
    }
}
