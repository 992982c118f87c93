package com.example.demo.controller.shop;

import com.example.demo.common.NotFoundException;
import com.example.demo.common.PageResponse;
import com.example.demo.dto.shop.ShopCategoryRequest;
import com.example.demo.dto.shop.ShopCategoryResponse;
import com.example.demo.entity.shop.ShopCategory;
import com.example.demo.service.shop.ShopCategoryService;
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
 * REST endpoints of Shop category ({@link ShopCategory}).
 * Bodies are records; errors are {@code ProblemDetail}s.
 */
@Tag(name = "Shop category")
@RestController
@RequestMapping("/api/shop-category")
public class ShopCategoryController {

    private final ShopCategoryService service;

    public ShopCategoryController(ShopCategoryService service) {
        this.service = service;
    }

    @Operation(operationId = "shopCategoryList", summary = "List Shop category (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("")
    public PageResponse<ShopCategoryResponse> page(
            @Nullable @ModelAttribute ShopCategory filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return service.page(filter, page, size).map(ShopCategoryResponse::of);
    }

    @Operation(operationId = "shopCategoryGet", summary = "Get one Shop category")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/{id}")
    public ShopCategoryResponse get(@PathVariable("id") Long id) {
        ShopCategory row = service.findByKey(id);
        if (row == null) {
            throw new NotFoundException("shop_category " + "id=" + id + " not found");
        }
        return ShopCategoryResponse.of(row);
    }

    @Operation(operationId = "shopCategoryCreate", summary = "Create Shop category")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PostMapping("")
    public ResponseEntity<ShopCategoryResponse> create(@Valid @RequestBody ShopCategoryRequest request) {
        ShopCategory stored = service.create(request.toEntity());
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{id}").buildAndExpand(stored.getId()).toUri()).body(ShopCategoryResponse.of(stored));
    }

    @Operation(operationId = "shopCategoryUpdate", summary = "Replace Shop category (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PutMapping("/{id}")
    public ShopCategoryResponse update(@PathVariable("id") Long id,
            @RequestBody ShopCategoryRequest request) {
        ShopCategory row = request.toEntity();
        row.setId(id);
        ShopCategory stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("shop_category " + "id=" + id + " not found");
        }
        return ShopCategoryResponse.of(stored);
    }

    @Operation(operationId = "shopCategoryPatch", summary = "Change Shop category (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PatchMapping("/{id}")
    public ShopCategoryResponse patch(@PathVariable("id") Long id,
            @RequestBody Map<String, Object> changes) {
        ShopCategory stored = service.patch(id, changes);
        if (stored == null) {
            throw new NotFoundException("shop_category " + "id=" + id + " not found");
        }
        return ShopCategoryResponse.of(stored);
    }

    @Operation(operationId = "shopCategoryDelete", summary = "Delete Shop category")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    public void delete(@PathVariable("id") Long id) {
        if (!service.deleteByKey(id)) {
            throw new NotFoundException("shop_category " + "id=" + id + " not found");
        }
    }
}
