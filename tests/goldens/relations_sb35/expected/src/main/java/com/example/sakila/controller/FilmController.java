package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResponse;
import com.example.sakila.dto.ActorResponse;
import com.example.sakila.dto.FilmRequest;
import com.example.sakila.dto.FilmResponse;
import com.example.sakila.dto.InventoryResponse;
import com.example.sakila.dto.LanguageResponse;
import com.example.sakila.entity.Film;
import com.example.sakila.service.FilmService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import java.util.List;
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
 * REST endpoints of Film ({@link Film}).
 * Bodies are records; errors are {@code ProblemDetail}s.
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
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("")
    public PageResponse<FilmResponse> page(
            @Nullable @ModelAttribute Film filter,
            @RequestParam(value = "pageNo", defaultValue = "1") long page,
            @RequestParam(value = "limit", defaultValue = "20") long size) {
        return service.page(filter, page, size).map(FilmResponse::of);
    }

    @Operation(operationId = "filmGet", summary = "Get one Film")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/{filmId}")
    public FilmResponse get(@PathVariable("filmId") Long filmId) {
        Film row = service.findByKey(filmId);
        if (row == null) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        return FilmResponse.of(row);
    }

    @Operation(operationId = "filmCreate", summary = "Create Film")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PostMapping("")
    public ResponseEntity<FilmResponse> create(@Valid @RequestBody FilmRequest request) {
        Film stored = service.create(request.toEntity());
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{filmId}").buildAndExpand(stored.getFilmId()).toUri()).body(FilmResponse.of(stored));
    }

    @Operation(operationId = "filmUpdate", summary = "Replace Film (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PutMapping("/{filmId}")
    public FilmResponse update(@PathVariable("filmId") Long filmId,
            @RequestBody FilmRequest request) {
        Film row = request.toEntity();
        row.setFilmId(filmId);
        Film stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        return FilmResponse.of(stored);
    }

    @Operation(operationId = "filmPatch", summary = "Change Film (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PatchMapping("/{filmId}")
    public FilmResponse patch(@PathVariable("filmId") Long filmId,
            @RequestBody Map<String, Object> changes) {
        Film stored = service.patch(filmId, changes);
        if (stored == null) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        return FilmResponse.of(stored);
    }

    @Operation(operationId = "filmDelete", summary = "Delete Film")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @DeleteMapping("/{filmId}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    public void delete(@PathVariable("filmId") Long filmId) {
        if (!service.deleteByKey(filmId)) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
    }

    @Operation(operationId = "filmGetWith", summary = "Get one Film with relations (actors, inventories, language, originalLanguage); actors, inventories: at most 100 per Film, the first by key (GET /{filmId}/NAME pages them all)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping(value = "/{filmId}", params = "with")
    public FilmResponse getWith(@PathVariable("filmId") Long filmId, @RequestParam(value = "with", required = false) List<String> with) {
        Film row = service.findByKey(filmId);
        if (row == null) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        service.loadRelations(List.of(row), with);
        return FilmResponse.of(row);
    }

    @Operation(operationId = "filmListWith", summary = "List Film with relations (actors, inventories, language, originalLanguage); actors, inventories: at most 100 per Film, the first by key (GET /{filmId}/NAME pages them all)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping(value = "", params = "with")
    public PageResponse<FilmResponse> pageWith(
            @Nullable @ModelAttribute Film filter,
            @RequestParam(value = "pageNo", defaultValue = "1") long page,
            @RequestParam(value = "limit", defaultValue = "20") long size,
            @RequestParam(value = "with", required = false) List<String> with) {
        PageResponse<Film> rows = service.page(filter, page, size);
        service.loadRelations(rows.items(), with);
        return rows.map(FilmResponse::of);
    }

    @Operation(operationId = "filmGetActors", summary = "The actors of one Film (paged, in key order)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/{filmId}/actors")
    public PageResponse<ActorResponse> getActors(@PathVariable("filmId") Long filmId,
            @RequestParam(value = "pageNo", defaultValue = "1") long page,
            @RequestParam(value = "limit", defaultValue = "20") long size) {
        Film row = service.findByKey(filmId);
        if (row == null) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        return service.pageActors(row, page, size).map(ActorResponse::of);
    }

    @Operation(operationId = "filmGetInventories", summary = "The inventories of one Film (paged, in key order)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/{filmId}/inventories")
    public PageResponse<InventoryResponse> getInventories(@PathVariable("filmId") Long filmId,
            @RequestParam(value = "pageNo", defaultValue = "1") long page,
            @RequestParam(value = "limit", defaultValue = "20") long size) {
        Film row = service.findByKey(filmId);
        if (row == null) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        return service.pageInventories(row, page, size).map(InventoryResponse::of);
    }

    @Operation(operationId = "filmGetLanguage", summary = "The language of one Film")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/{filmId}/language")
    public LanguageResponse getLanguage(@PathVariable("filmId") Long filmId) {
        Film row = service.findByKey(filmId);
        if (row == null) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        service.loadRelations(List.of(row), List.of("language"));
        return row.getLanguage() == null ? null : LanguageResponse.of(row.getLanguage());
    }

    @Operation(operationId = "filmGetOriginalLanguage", summary = "The originalLanguage of one Film")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/{filmId}/original-language")
    public LanguageResponse getOriginalLanguage(@PathVariable("filmId") Long filmId) {
        Film row = service.findByKey(filmId);
        if (row == null) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        service.loadRelations(List.of(row), List.of("originalLanguage"));
        return row.getOriginalLanguage() == null ? null : LanguageResponse.of(row.getOriginalLanguage());
    }
}
