package com.example.demo.controller.shop;

import com.example.demo.common.NotFoundException;
import com.example.demo.common.PageResponse;
import com.example.demo.dto.shop.ShopReviewRequest;
import com.example.demo.dto.shop.ShopReviewResponse;
import com.example.demo.entity.shop.ShopReview;
import com.example.demo.service.shop.ShopReviewService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.lang.Nullable;
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
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * REST endpoints of Shop review ({@link ShopReview}).
 * Bodies are records; errors are {@code ProblemDetail}s.
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
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("")
    public PageResponse<ShopReviewResponse> page(
            @Nullable @ModelAttribute ShopReview filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return service.page(filter, page, size).map(ShopReviewResponse::of);
    }

    @Operation(operationId = "shopReviewGet", summary = "Get one Shop review")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/{id}")
    public ShopReviewResponse get(@PathVariable("id") Long id) {
        ShopReview row = service.findByKey(id);
        if (row == null) {
            throw new NotFoundException("shop_review " + "id=" + id + " not found");
        }
        return ShopReviewResponse.of(row);
    }

    @Operation(operationId = "shopReviewCreate", summary = "Create Shop review")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PostMapping("")
    public ResponseEntity<ShopReviewResponse> create(@Valid @RequestBody ShopReviewRequest request) {
        ShopReview stored = service.create(request.toEntity());
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{id}").buildAndExpand(stored.getId()).toUri()).body(ShopReviewResponse.of(stored));
    }

    @Operation(operationId = "shopReviewUpdate", summary = "Replace Shop review (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PutMapping("/{id}")
    public ShopReviewResponse update(@PathVariable("id") Long id,
            @RequestBody ShopReviewRequest request) {
        ShopReview row = request.toEntity();
        row.setId(id);
        ShopReview stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("shop_review " + "id=" + id + " not found");
        }
        return ShopReviewResponse.of(stored);
    }

    @Operation(operationId = "shopReviewPatch", summary = "Change Shop review (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PatchMapping("/{id}")
    public ShopReviewResponse patch(@PathVariable("id") Long id,
            @RequestBody Map<String, Object> changes) {
        ShopReview stored = service.patch(id, changes);
        if (stored == null) {
            throw new NotFoundException("shop_review " + "id=" + id + " not found");
        }
        return ShopReviewResponse.of(stored);
    }

    @Operation(operationId = "shopReviewDelete", summary = "Delete Shop review")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    public void delete(@PathVariable("id") Long id) {
        if (!service.deleteByKey(id)) {
            throw new NotFoundException("shop_review " + "id=" + id + " not found");
        }
    }
}
