package com.example.demo.controller.shop;

import com.example.demo.common.NotFoundException;
import com.example.demo.common.PageResult;
import com.example.demo.common.Result;
import com.example.demo.entity.shop.ShopReview;
import com.example.demo.service.shop.ShopReviewService;
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
 * REST endpoints of Shop review ({@link ShopReview}).
 */
@Tag(name = "Shop review")
@RestController
@RequestMapping("/api/shop-review")
public class ShopReviewController {

    private final ShopReviewService service;

    public ShopReviewController(ShopReviewService service) {
        this.service = service;
    }

    @Operation(operationId = "shopReviewList", summary = "List Shop review (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("")
    public ResponseEntity<Result<PageResult<ShopReview>>> page(
            @Nullable @ModelAttribute ShopReview filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "shopReviewGet", summary = "Get one Shop review")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{id}")
    public ResponseEntity<Result<ShopReview>> get(@PathVariable("id") Long id) {
        ShopReview row = service.findByKey(id);
        if (row == null) {
            throw new NotFoundException("shop_review " + "id=" + id + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "shopReviewCreate", summary = "Create Shop review")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("")
    public ResponseEntity<Result<ShopReview>> create(@Valid @RequestBody ShopReview row) {
        ShopReview stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{id}").buildAndExpand(stored.getId()).toUri()).body(Result.ok(stored));
    }

    @Operation(operationId = "shopReviewUpdate", summary = "Replace Shop review (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PutMapping("/{id}")
    public ResponseEntity<Result<ShopReview>> update(@PathVariable("id") Long id,
            @RequestBody ShopReview row) {
        row.setId(id);
        ShopReview stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("shop_review " + "id=" + id + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "shopReviewPatch", summary = "Change Shop review (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PatchMapping("/{id}")
    public ResponseEntity<Result<ShopReview>> patch(@PathVariable("id") Long id,
            @RequestBody Map<String, Object> changes) {
        ShopReview stored = service.patch(id, changes);
        if (stored == null) {
            throw new NotFoundException("shop_review " + "id=" + id + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "shopReviewDelete", summary = "Delete Shop review")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @DeleteMapping("/{id}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("id") Long id) {
        if (!service.deleteByKey(id)) {
            throw new NotFoundException("shop_review " + "id=" + id + " not found");
        }
        return ResponseEntity.noContent().build();
    }

    @Operation(operationId = "shopReviewCreateBatch", summary = "Create several Shop review")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("/batch")
    public ResponseEntity<Result<Integer>> createBatch(@RequestBody List<ShopReview> rows) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.createBatch(rows)));
    }

    @Operation(operationId = "shopReviewSave", summary = "Create or update Shop review by its key")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PutMapping("")
    public ResponseEntity<Result<ShopReview>> upsert(@Valid @RequestBody ShopReview row) {
        return ResponseEntity.ok(Result.ok(service.upsert(row)));
    }
}
