package com.example.demo.controller;

import com.example.demo.common.NotFoundException;
import com.example.demo.common.PageResult;
import com.example.demo.common.Result;
import com.example.demo.entity.ShopOrder;
import com.example.demo.service.ShopOrderService;
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
 * REST endpoints of Shop order ({@link ShopOrder}).
 */
@Tag(name = "Shop order")
@RestController
@RequestMapping("/api/shop-order")
public class ShopOrderController {

    private final ShopOrderService service;

    public ShopOrderController(ShopOrderService service) {
        this.service = service;
    }

    @Operation(operationId = "shopOrderList", summary = "List Shop order (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/list")
    public ResponseEntity<Result<PageResult<ShopOrder>>> page(
            @Nullable @ModelAttribute ShopOrder filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "shopOrderGet", summary = "Get one Shop order")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/get")
    public ResponseEntity<Result<ShopOrder>> get(@RequestParam("id") Long id) {
        ShopOrder row = service.findByKey(id);
        if (row == null) {
            throw new NotFoundException("shop_order " + "id=" + id + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "shopOrderGetByOrderNo", summary = "Get one Shop order by orderNo")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/get-by-order-no")
    public ResponseEntity<Result<ShopOrder>> getByOrderNo(@RequestParam("orderNo") String orderNo) {
        ShopOrder row = service.findByOrderNo(orderNo);
        if (row == null) {
            throw new NotFoundException("shop_order " + "orderNo=" + orderNo + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "shopOrderCreate", summary = "Create Shop order")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("/create")
    public ResponseEntity<Result<ShopOrder>> create(@Valid @RequestBody ShopOrder row) {
        ShopOrder stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentServletMapping().path("/api/shop-order/get").queryParam("id", "{id}").buildAndExpand(stored.getId()).toUri()).body(Result.ok(stored));
    }

    @Operation(operationId = "shopOrderUpdate", summary = "Replace Shop order (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("/update")
    public ResponseEntity<Result<ShopOrder>> update(@RequestParam("id") Long id,
            @RequestBody ShopOrder row) {
        row.setId(id);
        ShopOrder stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("shop_order " + "id=" + id + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "shopOrderPatch", summary = "Change Shop order (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("/patch")
    public ResponseEntity<Result<ShopOrder>> patch(@RequestParam("id") Long id,
            @RequestBody Map<String, Object> changes) {
        ShopOrder stored = service.patch(id, changes);
        if (stored == null) {
            throw new NotFoundException("shop_order " + "id=" + id + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "shopOrderDelete", summary = "Delete Shop order")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("/delete/{id}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("id") Long id) {
        if (!service.deleteByKey(id)) {
            throw new NotFoundException("shop_order " + "id=" + id + " not found");
        }
        return ResponseEntity.noContent().build();
    }

    @Operation(operationId = "shopOrderCreateBatch", summary = "Create several Shop order")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("/batch")
    public ResponseEntity<Result<Integer>> createBatch(@RequestBody List<ShopOrder> rows) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.createBatch(rows)));
    }

    @Operation(operationId = "shopOrderSave", summary = "Create or update Shop order by its key")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("/save")
    public ResponseEntity<Result<ShopOrder>> upsert(@Valid @RequestBody ShopOrder row) {
        return ResponseEntity.ok(Result.ok(service.upsert(row)));
    }
}
