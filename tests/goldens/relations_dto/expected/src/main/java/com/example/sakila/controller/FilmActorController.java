package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.converter.FilmActorConverter;
import com.example.sakila.dto.FilmActorDTO;
import com.example.sakila.entity.FilmActor;
import com.example.sakila.service.FilmActorService;
import com.example.sakila.vo.FilmActorVO;
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
 * REST endpoints of Film actor ({@link FilmActor}).
 */
@Tag(name = "Film actor")
@RestController
@RequestMapping("/api/film-actor")
public class FilmActorController {

    private final FilmActorService service;
    private final FilmActorConverter converter;

    public FilmActorController(FilmActorService service, FilmActorConverter converter) {
        this.service = service;
        this.converter = converter;
    }

    @Operation(operationId = "filmActorList", summary = "List Film actor (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("")
    public ResponseEntity<Result<PageResult<FilmActorVO>>> page(
            @Nullable @ModelAttribute FilmActor filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        PageResult<FilmActor> rows = service.page(filter, page, size);
        return ResponseEntity.ok(Result.ok(new PageResult<>(converter.toVoList(rows.getItems()), rows.getTotal(), rows.getPage(), rows.getSize())));
    }

    @Operation(operationId = "filmActorGet", summary = "Get one Film actor")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{actorId}/{filmId}")
    public ResponseEntity<Result<FilmActorVO>> get(@PathVariable("actorId") Integer actorId, @PathVariable("filmId") Integer filmId) {
        FilmActor row = service.findByKey(actorId, filmId);
        if (row == null) {
            throw new NotFoundException("film_actor " + "actorId=" + actorId + ", " + "filmId=" + filmId + " not found");
        }
        return ResponseEntity.ok(Result.ok(converter.toVo(row)));
    }

    @Operation(operationId = "filmActorCreate", summary = "Create Film actor")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("")
    public ResponseEntity<Result<FilmActorVO>> create(@Valid @RequestBody FilmActorDTO body) {
        FilmActor row = converter.toEntity(body);
        FilmActor stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{actorId}/{filmId}").buildAndExpand(stored.getActorId(), stored.getFilmId()).toUri()).body(Result.ok(converter.toVo(stored)));
    }

    @Operation(operationId = "filmActorUpdate", summary = "Replace Film actor (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PutMapping("/{actorId}/{filmId}")
    public ResponseEntity<Result<FilmActorVO>> update(@PathVariable("actorId") Integer actorId, @PathVariable("filmId") Integer filmId,
            @RequestBody FilmActorDTO body) {
        FilmActor row = converter.toEntity(body);
        row.setActorId(actorId);
        row.setFilmId(filmId);
        FilmActor stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("film_actor " + "actorId=" + actorId + ", " + "filmId=" + filmId + " not found");
        }
        return ResponseEntity.ok(Result.ok(converter.toVo(stored)));
    }

    @Operation(operationId = "filmActorPatch", summary = "Change Film actor (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PatchMapping("/{actorId}/{filmId}")
    public ResponseEntity<Result<FilmActorVO>> patch(@PathVariable("actorId") Integer actorId, @PathVariable("filmId") Integer filmId,
            @RequestBody Map<String, Object> changes) {
        FilmActor stored = service.patch(actorId, filmId, changes);
        if (stored == null) {
            throw new NotFoundException("film_actor " + "actorId=" + actorId + ", " + "filmId=" + filmId + " not found");
        }
        return ResponseEntity.ok(Result.ok(converter.toVo(stored)));
    }

    @Operation(operationId = "filmActorDelete", summary = "Delete Film actor")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @DeleteMapping("/{actorId}/{filmId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("actorId") Integer actorId, @PathVariable("filmId") Integer filmId) {
        if (!service.deleteByKey(actorId, filmId)) {
            throw new NotFoundException("film_actor " + "actorId=" + actorId + ", " + "filmId=" + filmId + " not found");
        }
        return ResponseEntity.noContent().build();
    }

    @Operation(operationId = "filmActorGetWith", summary = "Get one Film actor with relations (actor, film)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping(value = "/{actorId}/{filmId}", params = "with")
    public ResponseEntity<Result<FilmActorVO>> getWith(@PathVariable("actorId") Integer actorId, @PathVariable("filmId") Integer filmId,
            @RequestParam(value = "with", required = false) List<String> with) {
        FilmActor row = service.findByKey(actorId, filmId);
        if (row == null) {
            throw new NotFoundException("film_actor " + "actorId=" + actorId + ", " + "filmId=" + filmId + " not found");
        }
        service.loadRelations(Collections.singletonList(row), with);
        return ResponseEntity.ok(Result.ok(converter.toVo(row)));
    }

    @Operation(operationId = "filmActorListWith", summary = "List Film actor with relations (actor, film)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping(value = "", params = "with")
    public ResponseEntity<Result<PageResult<FilmActorVO>>> pageWith(
            @Nullable @ModelAttribute FilmActor filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size,
            @RequestParam(value = "with", required = false) List<String> with) {
        PageResult<FilmActor> rows = service.page(filter, page, size);
        service.loadRelations(rows.getItems(), with);
        return ResponseEntity.ok(Result.ok(new PageResult<>(converter.toVoList(rows.getItems()), rows.getTotal(), rows.getPage(), rows.getSize())));
    }
}
