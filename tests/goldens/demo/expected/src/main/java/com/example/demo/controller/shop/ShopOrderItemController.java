package com.example.demo.controller.shop;

import com.example.demo.common.NotFoundException;
import com.example.demo.common.PageResult;
import com.example.demo.common.Result;
import com.example.demo.entity.shop.ShopOrderItem;
import com.example.demo.service.shop.ShopOrderItemService;
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
 * REST endpoints of Shop order item ({@link ShopOrderItem}).
 */
@Tag(name = "Shop order item")
@RestController
@RequestMapping("/api/shop-order-item")
public class ShopOrderItemController {

    private final ShopOrderItemService service;

    public ShopOrderItemController(ShopOrderItemService service) {
        this.service = service;
    }

    @Operation(operationId = "shopOrderItemList", summary = "List Shop order item (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("")
    public ResponseEntity<Result<PageResult<ShopOrderItem>>> page(
            @Nullable @ModelAttribute ShopOrderItem filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "shopOrderItemGet", summary = "Get one Shop order item")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{orderId}/{lineNo}")
    public ResponseEntity<Result<ShopOrderItem>> get(@PathVariable("orderId") Long orderId, @PathVariable("lineNo") Long lineNo) {
        ShopOrderItem row = service.findByKey(orderId, lineNo);
        if (row == null) {
            throw new NotFoundException("shop_order_item " + "orderId=" + orderId + ", " + "lineNo=" + lineNo + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "shopOrderItemCreate", summary = "Create Shop order item")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("")
    public ResponseEntity<Result<ShopOrderItem>> create(@Valid @RequestBody ShopOrderItem row) {
        ShopOrderItem stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{orderId}/{lineNo}").buildAndExpand(stored.getOrderId(), stored.getLineNo()).toUri()).body(Result.ok(stored));
    }

    @Operation(operationId = "shopOrderItemUpdate", summary = "Replace Shop order item (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PutMapping("/{orderId}/{lineNo}")
    public ResponseEntity<Result<ShopOrderItem>> update(@PathVariable("orderId") Long orderId, @PathVariable("lineNo") Long lineNo,
            @RequestBody ShopOrderItem row) {
        row.setOrderId(orderId);
        row.setLineNo(lineNo);
        ShopOrderItem stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("shop_order_item " + "orderId=" + orderId + ", " + "lineNo=" + lineNo + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "shopOrderItemPatch", summary = "Change Shop order item (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PatchMapping("/{orderId}/{lineNo}")
    public ResponseEntity<Result<ShopOrderItem>> patch(@PathVariable("orderId") Long orderId, @PathVariable("lineNo") Long lineNo,
            @RequestBody Map<String, Object> changes) {
        ShopOrderItem stored = service.patch(orderId, lineNo, changes);
        if (stored == null) {
            throw new NotFoundException("shop_order_item " + "orderId=" + orderId + ", " + "lineNo=" + lineNo + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "shopOrderItemDelete", summary = "Delete Shop order item")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @DeleteMapping("/{orderId}/{lineNo}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("orderId") Long orderId, @PathVariable("lineNo") Long lineNo) {
        if (!service.deleteByKey(orderId, lineNo)) {
            throw new NotFoundException("shop_order_item " + "orderId=" + orderId + ", " + "lineNo=" + lineNo + " not found");
        }
        return ResponseEntity.noContent().build();
    }
}
