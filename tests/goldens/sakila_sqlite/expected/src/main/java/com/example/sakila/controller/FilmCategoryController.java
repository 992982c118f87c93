package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.FilmCategory;
import com.example.sakila.service.FilmCategoryService;
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
 * REST endpoints of Film category ({@link FilmCategory}).
 */
@Tag(name = "Film category")
@RestController
@RequestMapping("/api/film-category")
public class FilmCategoryController {

    private final FilmCategoryService service;

    public FilmCategoryController(FilmCategoryService service) {
        this.service = service;
    }

    @Operation(operationId = "filmCategoryList", summary = "List Film category (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("")
    public ResponseEntity<Result<PageResult<FilmCategory>>> page(
            @Nullable @ModelAttribute FilmCategory filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "filmCategoryGet", summary = "Get one Film category")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{filmId}/{categoryId}")
    public ResponseEntity<Result<FilmCategory>> get(@PathVariable("filmId") Integer filmId, @PathVariable("categoryId") Integer categoryId) {
        FilmCategory row = service.findByKey(filmId, categoryId);
        if (row == null) {
            throw new NotFoundException("film_category " + "filmId=" + filmId + ", " + "categoryId=" + categoryId + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "filmCategoryCreate", summary = "Create Film category")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("")
    public ResponseEntity<Result<FilmCategory>> create(@Valid @RequestBody FilmCategory row) {
        FilmCategory stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{filmId}/{categoryId}").buildAndExpand(stored.getFilmId(), stored.getCategoryId()).toUri()).body(Result.ok(stored));
    }

    @Operation(operationId = "filmCategoryUpdate", summary = "Replace Film category (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PutMapping("/{filmId}/{categoryId}")
    public ResponseEntity<Result<FilmCategory>> update(@PathVariable("filmId") Integer filmId, @PathVariable("categoryId") Integer categoryId,
            @RequestBody FilmCategory row) {
        row.setFilmId(filmId);
        row.setCategoryId(categoryId);
        FilmCategory stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("film_category " + "filmId=" + filmId + ", " + "categoryId=" + categoryId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "filmCategoryPatch", summary = "Change Film category (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PatchMapping("/{filmId}/{categoryId}")
    public ResponseEntity<Result<FilmCategory>> patch(@PathVariable("filmId") Integer filmId, @PathVariable("categoryId") Integer categoryId,
            @RequestBody Map<String, Object> changes) {
        FilmCategory stored = service.patch(filmId, categoryId, changes);
        if (stored == null) {
            throw new NotFoundException("film_category " + "filmId=" + filmId + ", " + "categoryId=" + categoryId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "filmCategoryDelete", summary = "Delete Film category")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @DeleteMapping("/{filmId}/{categoryId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("filmId") Integer filmId, @PathVariable("categoryId") Integer categoryId) {
        if (!service.deleteByKey(filmId, categoryId)) {
            throw new NotFoundException("film_category " + "filmId=" + filmId + ", " + "categoryId=" + categoryId + " not found");
        }
        return ResponseEntity.noContent().build();
    }
}
