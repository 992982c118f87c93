package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResponse;
import com.example.sakila.dto.ActorRequest;
import com.example.sakila.dto.ActorResponse;
import com.example.sakila.dto.FilmResponse;
import com.example.sakila.entity.Actor;
import com.example.sakila.service.ActorService;
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
 * REST endpoints of Actor ({@link Actor}).
 * Bodies are records; errors are {@code ProblemDetail}s.
 */
@Tag(name = "Actor")
@RestController
@RequestMapping("/api/actor")
public class ActorController {

    private final ActorService service;

    public ActorController(ActorService service) {
        this.service = service;
    }

    @Operation(operationId = "actorList", summary = "List Actor (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("")
    public PageResponse<ActorResponse> page(
            @Nullable @ModelAttribute Actor filter,
            @RequestParam(value = "pageNo", defaultValue = "1") long page,
            @RequestParam(value = "limit", defaultValue = "20") long size) {
        return service.page(filter, page, size).map(ActorResponse::of);
    }

    @Operation(operationId = "actorGet", summary = "Get one Actor")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/{actorId}")
    public ActorResponse get(@PathVariable("actorId") Long actorId) {
        Actor row = service.findByKey(actorId);
        if (row == null) {
            throw new NotFoundException("actor " + "actorId=" + actorId + " not found");
        }
        return ActorResponse.of(row);
    }

    @Operation(operationId = "actorCreate", summary = "Create Actor")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PostMapping("")
    public ResponseEntity<ActorResponse> create(@Valid @RequestBody ActorRequest request) {
        Actor stored = service.create(request.toEntity());
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{actorId}").buildAndExpand(stored.getActorId()).toUri()).body(ActorResponse.of(stored));
    }

    @Operation(operationId = "actorUpdate", summary = "Replace Actor (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PutMapping("/{actorId}")
    public ActorResponse update(@PathVariable("actorId") Long actorId,
            @RequestBody ActorRequest request) {
        Actor row = request.toEntity();
        row.setActorId(actorId);
        Actor stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("actor " + "actorId=" + actorId + " not found");
        }
        return ActorResponse.of(stored);
    }

    @Operation(operationId = "actorPatch", summary = "Change Actor (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PatchMapping("/{actorId}")
    public ActorResponse patch(@PathVariable("actorId") Long actorId,
            @RequestBody Map<String, Object> changes) {
        Actor stored = service.patch(actorId, changes);
        if (stored == null) {
            throw new NotFoundException("actor " + "actorId=" + actorId + " not found");
        }
        return ActorResponse.of(stored);
    }

    @Operation(operationId = "actorDelete", summary = "Delete Actor")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @DeleteMapping("/{actorId}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    public void delete(@PathVariable("actorId") Long actorId) {
        if (!service.deleteByKey(actorId)) {
            throw new NotFoundException("actor " + "actorId=" + actorId + " not found");
        }
    }

    @Operation(operationId = "actorGetWith", summary = "Get one Actor with relations (films); films: at most 100 per Actor, the first by key (GET /{actorId}/NAME pages them all)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping(value = "/{actorId}", params = "with")
    public ActorResponse getWith(@PathVariable("actorId") Long actorId, @RequestParam(value = "with", required = false) List<String> with) {
        Actor row = service.findByKey(actorId);
        if (row == null) {
            throw new NotFoundException("actor " + "actorId=" + actorId + " not found");
        }
        service.loadRelations(List.of(row), with);
        return ActorResponse.of(row);
    }

    @Operation(operationId = "actorListWith", summary = "List Actor with relations (films); films: at most 100 per Actor, the first by key (GET /{actorId}/NAME pages them all)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping(value = "", params = "with")
    public PageResponse<ActorResponse> pageWith(
            @Nullable @ModelAttribute Actor filter,
            @RequestParam(value = "pageNo", defaultValue = "1") long page,
            @RequestParam(value = "limit", defaultValue = "20") long size,
            @RequestParam(value = "with", required = false) List<String> with) {
        PageResponse<Actor> rows = service.page(filter, page, size);
        service.loadRelations(rows.items(), with);
        return rows.map(ActorResponse::of);
    }

    @Operation(operationId = "actorGetFilms", summary = "The films of one Actor (paged, in key order)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/{actorId}/films")
    public PageResponse<FilmResponse> getFilms(@PathVariable("actorId") Long actorId,
            @RequestParam(value = "pageNo", defaultValue = "1") long page,
            @RequestParam(value = "limit", defaultValue = "20") long size) {
        Actor row = service.findByKey(actorId);
        if (row == null) {
            throw new NotFoundException("actor " + "actorId=" + actorId + " not found");
        }
        return service.pageFilms(row, page, size).map(FilmResponse::of);
    }
}
