package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResponse;
import com.example.sakila.dto.FilmActorRequest;
import com.example.sakila.dto.FilmActorResponse;
import com.example.sakila.entity.FilmActor;
import com.example.sakila.service.FilmActorService;
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
 * REST endpoints of Film actor ({@link FilmActor}).
 * Bodies are records; errors are {@code ProblemDetail}s.
 */
@Tag(name = "Film actor")
@RestController
@RequestMapping("/api/film-actor")
public class FilmActorController {

    private final FilmActorService service;

    public FilmActorController(FilmActorService service) {
        this.service = service;
    }

    @Operation(operationId = "filmActorList", summary = "List Film actor (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("")
    public PageResponse<FilmActorResponse> page(
            @Nullable @ModelAttribute FilmActor filter,
            @RequestParam(value = "pageNo", defaultValue = "1") long page,
            @RequestParam(value = "limit", defaultValue = "20") long size) {
        return service.page(filter, page, size).map(FilmActorResponse::of);
    }

    @Operation(operationId = "filmActorGet", summary = "Get one Film actor")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/{actorId}/{filmId}")
    public FilmActorResponse get(@PathVariable("actorId") Integer actorId, @PathVariable("filmId") Integer filmId) {
        FilmActor row = service.findByKey(actorId, filmId);
        if (row == null) {
            throw new NotFoundException("film_actor " + "actorId=" + actorId + ", " + "filmId=" + filmId + " not found");
        }
        return FilmActorResponse.of(row);
    }

    @Operation(operationId = "filmActorCreate", summary = "Create Film actor")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PostMapping("")
    public ResponseEntity<FilmActorResponse> create(@Valid @RequestBody FilmActorRequest request) {
        FilmActor stored = service.create(request.toEntity());
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{actorId}/{filmId}").buildAndExpand(stored.getActorId(), stored.getFilmId()).toUri()).body(FilmActorResponse.of(stored));
    }

    @Operation(operationId = "filmActorUpdate", summary = "Replace Film actor (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PutMapping("/{actorId}/{filmId}")
    public FilmActorResponse update(@PathVariable("actorId") Integer actorId, @PathVariable("filmId") Integer filmId,
            @RequestBody FilmActorRequest request) {
        FilmActor row = request.toEntity();
        row.setActorId(actorId);
        row.setFilmId(filmId);
        FilmActor stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("film_actor " + "actorId=" + actorId + ", " + "filmId=" + filmId + " not found");
        }
        return FilmActorResponse.of(stored);
    }

    @Operation(operationId = "filmActorPatch", summary = "Change Film actor (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PatchMapping("/{actorId}/{filmId}")
    public FilmActorResponse patch(@PathVariable("actorId") Integer actorId, @PathVariable("filmId") Integer filmId,
            @RequestBody Map<String, Object> changes) {
        FilmActor stored = service.patch(actorId, filmId, changes);
        if (stored == null) {
            throw new NotFoundException("film_actor " + "actorId=" + actorId + ", " + "filmId=" + filmId + " not found");
        }
        return FilmActorResponse.of(stored);
    }

    @Operation(operationId = "filmActorDelete", summary = "Delete Film actor")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @DeleteMapping("/{actorId}/{filmId}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    public void delete(@PathVariable("actorId") Integer actorId, @PathVariable("filmId") Integer filmId) {
        if (!service.deleteByKey(actorId, filmId)) {
            throw new NotFoundException("film_actor " + "actorId=" + actorId + ", " + "filmId=" + filmId + " not found");
        }
    }

    @Operation(operationId = "filmActorGetWith", summary = "Get one Film actor with relations (actor, film)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping(value = "/{actorId}/{filmId}", params = "with")
    public FilmActorResponse getWith(@PathVariable("actorId") Integer actorId, @PathVariable("filmId") Integer filmId, @RequestParam(value = "with", required = false) List<String> with) {
        FilmActor row = service.findByKey(actorId, filmId);
        if (row == null) {
            throw new NotFoundException("film_actor " + "actorId=" + actorId + ", " + "filmId=" + filmId + " not found");
        }
        service.loadRelations(List.of(row), with);
        return FilmActorResponse.of(row);
    }

    @Operation(operationId = "filmActorListWith", summary = "List Film actor with relations (actor, film)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping(value = "", params = "with")
    public PageResponse<FilmActorResponse> pageWith(
            @Nullable @ModelAttribute FilmActor filter,
            @RequestParam(value = "pageNo", defaultValue = "1") long page,
            @RequestParam(value = "limit", defaultValue = "20") long size,
            @RequestParam(value = "with", required = false) List<String> with) {
        PageResponse<FilmActor> rows = service.page(filter, page, size);
        service.loadRelations(rows.items(), with);
        return rows.map(FilmActorResponse::of);
    }
}
