package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.Actor;
import com.example.sakila.entity.Film;
import com.example.sakila.entity.Inventory;
import com.example.sakila.entity.Language;
import com.example.sakila.service.FilmService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import java.util.Collections;
import java.util.List;
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
 * REST endpoints of Film ({@link Film}).
 */
@Tag(name = "Film")
@RestController
@RequestMapping("/api/film")
public class FilmController {

    private final FilmService service;

    public FilmController(FilmService service) {
        this.service = service;
    }

    @Operation(operationId = "filmList", summary = "List Film (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("")
    public ResponseEntity<Result<PageResult<Film>>> page(
            @Nullable @ModelAttribute Film filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "filmGet", summary = "Get one Film")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{filmId}")
    public ResponseEntity<Result<Film>> get(@PathVariable("filmId") Long filmId) {
        Film row = service.findByKey(filmId);
        if (row == null) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "filmCreate", summary = "Create Film")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("")
    public ResponseEntity<Result<Film>> create(@Valid @RequestBody Film row) {
        Film stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{filmId}").buildAndExpand(stored.getFilmId()).toUri()).body(Result.ok(stored));
    }

    @Operation(operationId = "filmUpdate", summary = "Replace Film (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PutMapping("/{filmId}")
    public ResponseEntity<Result<Film>> update(@PathVariable("filmId") Long filmId,
            @RequestBody Film row) {
        row.setFilmId(filmId);
        Film stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "filmPatch", summary = "Change Film (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PatchMapping("/{filmId}")
    public ResponseEntity<Result<Film>> patch(@PathVariable("filmId") Long filmId,
            @RequestBody Map<String, Object> changes) {
        Film stored = service.patch(filmId, changes);
        if (stored == null) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "filmDelete", summary = "Delete Film")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @DeleteMapping("/{filmId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("filmId") Long filmId) {
        if (!service.deleteByKey(filmId)) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        return ResponseEntity.noContent().build();
    }

    @Operation(operationId = "filmGetWith", summary = "Get one Film with relations (actors, inventories, language, originalLanguage); actors, inventories: at most 100 per Film, the first by key (GET /{filmId}/NAME pages them all)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping(value = "/{filmId}", params = "with")
    public ResponseEntity<Result<Film>> getWith(@PathVariable("filmId") Long filmId,
            @RequestParam(value = "with", required = false) List<String> with) {
        Film row = service.findByKey(filmId);
        if (row == null) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        service.loadRelations(Collections.singletonList(row), with);
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "filmListWith", summary = "List Film with relations (actors, inventories, language, originalLanguage); actors, inventories: at most 100 per Film, the first by key (GET /{filmId}/NAME pages them all)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping(value = "", params = "with")
    public ResponseEntity<Result<PageResult<Film>>> pageWith(
            @Nullable @ModelAttribute Film filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size,
            @RequestParam(value = "with", required = false) List<String> with) {
        PageResult<Film> rows = service.page(filter, page, size);
        service.loadRelations(rows.getItems(), with);
        return ResponseEntity.ok(Result.ok(rows));
    }

    @Operation(operationId = "filmGetActors", summary = "The actors of one Film (paged, in key order)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{filmId}/actors")
    public ResponseEntity<Result<PageResult<Actor>>> getActors(@PathVariable("filmId") Long filmId,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        Film row = service.findByKey(filmId);
        if (row == null) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        return ResponseEntity.ok(Result.ok(service.pageActors(row, page, size)));
    }

    @Operation(operationId = "filmGetInventories", summary = "The inventories of one Film (paged, in key order)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{filmId}/inventories")
    public ResponseEntity<Result<PageResult<Inventory>>> getInventories(@PathVariable("filmId") Long filmId,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        Film row = service.findByKey(filmId);
        if (row == null) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        return ResponseEntity.ok(Result.ok(service.pageInventories(row, page, size)));
    }

    @Operation(operationId = "filmGetLanguage", summary = "The language of one Film")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{filmId}/language")
    public ResponseEntity<Result<Language>> getLanguage(@PathVariable("filmId") Long filmId) {
        Film row = service.findByKey(filmId);
        if (row == null) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        service.loadRelations(Collections.singletonList(row), Collections.singletonList("language"));
        return ResponseEntity.ok(Result.ok(row.getLanguage()));
    }

    @Operation(operationId = "filmGetOriginalLanguage", summary = "The originalLanguage of one Film")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{filmId}/original-language")
    public ResponseEntity<Result<Language>> getOriginalLanguage(@PathVariable("filmId") Long filmId) {
        Film row = service.findByKey(filmId);
        if (row == null) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        service.loadRelations(Collections.singletonList(row), Collections.singletonList("originalLanguage"));
        return ResponseEntity.ok(Result.ok(row.getOriginalLanguage()));
    }
}
