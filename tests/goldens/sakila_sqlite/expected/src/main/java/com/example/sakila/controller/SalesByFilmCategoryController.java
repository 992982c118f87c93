package com.example.sakila.controller;

import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.SalesByFilmCategory;
import com.example.sakila.service.SalesByFilmCategoryService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.springdoc.core.annotations.ParameterObject;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * REST endpoints of Sales by film category ({@link SalesByFilmCategory}), read-only.
 */
@Tag(name = "Sales by film category")
@RestController
@RequestMapping("/api/sales-by-film-category")
public class SalesByFilmCategoryController {

    private final SalesByFilmCategoryService service;

    public SalesByFilmCategoryController(SalesByFilmCategoryService service) {
        this.service = service;
    }

    @Operation(operationId = "salesByFilmCategoryList", summary = "List Sales by film category (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("")
    public ResponseEntity<Result<PageResult<SalesByFilmCategory>>> page(
            @ParameterObject @ModelAttribute SalesByFilmCategory filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }
}
