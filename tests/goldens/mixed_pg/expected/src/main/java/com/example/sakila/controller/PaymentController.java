package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.Payment;
import com.example.sakila.service.PaymentService;
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
 * REST endpoints of Payment ({@link Payment}).
 *
 * @author Genix Golden
 */
@Api(tags = "Payment")
@RestController
@RequestMapping("/api/payment")
public class PaymentController {

    private final PaymentService service;

    public PaymentController(PaymentService service) {
        this.service = service;
    }

    @ApiOperation(value = "List Payment (paged, filtered by any field)", nickname = "paymentList")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class)})
    @GetMapping("")
    public ResponseEntity<Result<PageResult<Payment>>> page(
            @ModelAttribute Payment filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @ApiOperation(value = "Get one Payment", nickname = "paymentGet")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class)})
    @GetMapping("/{paymentId}")
    public ResponseEntity<Result<Payment>> get(@PathVariable("paymentId") Integer paymentId) {
        Payment row = service.findByKey(paymentId);
        if (row == null) {
            throw new NotFoundException("payment " + "paymentId=" + paymentId + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @ApiOperation(value = "Create Payment", nickname = "paymentCreate")
    @ApiResponses({@ApiResponse(code = 201, message = "Created: the row as stored"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PostMapping("")
    public ResponseEntity<Result<Payment>> create(@Valid @RequestBody Payment row) {
        Payment stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{paymentId}").buildAndExpand(stored.getPaymentId()).toUri()).body(Result.ok(stored));
    }

    @ApiOperation(value = "Replace Payment (every writable field; a field left out becomes null)", nickname = "paymentUpdate")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
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

    @ApiOperation(value = "Change Payment (only the fields sent; null clears one)", nickname = "paymentPatch")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PatchMapping("/{paymentId}")
    public ResponseEntity<Result<Payment>> patch(@PathVariable("paymentId") Integer paymentId,
            @RequestBody Map<String, Object> changes) {
        Payment stored = service.patch(paymentId, changes);
        if (stored == null) {
            throw new NotFoundException("payment " + "paymentId=" + paymentId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @ApiOperation(value = "Delete Payment", nickname = "paymentDelete")
    @ApiResponses({@ApiResponse(code = 204, message = "Deleted"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class)})
    @DeleteMapping("/{paymentId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("paymentId") Integer paymentId) {
        if (!service.deleteByKey(paymentId)) {
            throw new NotFoundException("payment " + "paymentId=" + paymentId + " not found");
        }
        return ResponseEntity.noContent().build();
    }

    @ApiOperation(value = "Create several Payment", nickname = "paymentCreateBatch")
    @ApiResponses({@ApiResponse(code = 201, message = "Created: the row as stored"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PostMapping("/batch")
    public ResponseEntity<Result<Integer>> createBatch(@RequestBody List<Payment> rows) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.createBatch(rows)));
    }

    @ApiOperation(value = "Create or update Payment by its key", nickname = "paymentSave")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PutMapping("")
    public ResponseEntity<Result<Payment>> upsert(@Valid @RequestBody Payment row) {
        return ResponseEntity.ok(Result.ok(service.upsert(row)));
    }
}
