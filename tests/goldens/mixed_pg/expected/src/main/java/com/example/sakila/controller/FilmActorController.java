package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.FilmActor;
import com.example.sakila.service.FilmActorService;
import io.swagger.annotations.Api;
import io.swagger.annotations.ApiOperation;
import io.swagger.annotations.ApiResponse;
import io.swagger.annotations.ApiResponses;
import jakarta.validation.Valid;
import java.util.List;
import java.util.Map;
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
 * REST endpoints of Film actor ({@link FilmActor}).
 *
 * @author Genix Golden
 */
@Api(tags = "Film actor")
@RestController
@RequestMapping("/api/film-actor")
public class FilmActorController {

    private final FilmActorService service;

    public FilmActorController(FilmActorService service) {
        this.service = service;
    }

    @ApiOperation(value = "List Film actor (paged, filtered by any field)", nickname = "filmActorList")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class)})
    @GetMapping("")
    public ResponseEntity<Result<PageResult<FilmActor>>> page(
            @ModelAttribute FilmActor filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @ApiOperation(value = "Get one Film actor", nickname = "filmActorGet")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class)})
    @GetMapping("/{actorId}/{filmId}")
    public ResponseEntity<Result<FilmActor>> get(@PathVariable("actorId") Integer actorId, @PathVariable("filmId") Integer filmId) {
        FilmActor row = service.findByKey(actorId, filmId);
        if (row == null) {
            throw new NotFoundException("film_actor " + "actorId=" + actorId + ", " + "filmId=" + filmId + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @ApiOperation(value = "Create Film actor", nickname = "filmActorCreate")
    @ApiResponses({@ApiResponse(code = 201, message = "Created: the row as stored"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PostMapping("")
    public ResponseEntity<Result<FilmActor>> create(@Valid @RequestBody FilmActor row) {
        FilmActor stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{actorId}/{filmId}").buildAndExpand(stored.getActorId(), stored.getFilmId()).toUri()).body(Result.ok(stored));
    }

    @ApiOperation(value = "Replace Film actor (every writable field; a field left out becomes null)", nickname = "filmActorUpdate")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PutMapping("/{actorId}/{filmId}")
    public ResponseEntity<Result<FilmActor>> update(@PathVariable("actorId") Integer actorId, @PathVariable("filmId") Integer filmId,
            @RequestBody FilmActor row) {
        row.setActorId(actorId);
        row.setFilmId(filmId);
        FilmActor stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("film_actor " + "actorId=" + actorId + ", " + "filmId=" + filmId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @ApiOperation(value = "Change Film actor (only the fields sent; null clears one)", nickname = "filmActorPatch")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PatchMapping("/{actorId}/{filmId}")
    public ResponseEntity<Result<FilmActor>> patch(@PathVariable("actorId") Integer actorId, @PathVariable("filmId") Integer filmId,
            @RequestBody Map<String, Object> changes) {
        FilmActor stored = service.patch(actorId, filmId, changes);
        if (stored == null) {
            throw new NotFoundException("film_actor " + "actorId=" + actorId + ", " + "filmId=" + filmId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @ApiOperation(value = "Delete Film actor", nickname = "filmActorDelete")
    @ApiResponses({@ApiResponse(code = 204, message = "Deleted"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class)})
    @DeleteMapping("/{actorId}/{filmId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("actorId") Integer actorId, @PathVariable("filmId") Integer filmId) {
        if (!service.deleteByKey(actorId, filmId)) {
            throw new NotFoundException("film_actor " + "actorId=" + actorId + ", " + "filmId=" + filmId + " not found");
        }
        return ResponseEntity.noContent().build();
    }

    @ApiOperation(value = "Create several Film actor", nickname = "filmActorCreateBatch")
    @ApiResponses({@ApiResponse(code = 201, message = "Created: the row as stored"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PostMapping("/batch")
    public ResponseEntity<Result<Integer>> createBatch(@RequestBody List<FilmActor> rows) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.createBatch(rows)));
    }

    @ApiOperation(value = "Create or update Film actor by its key", nickname = "filmActorSave")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PutMapping("")
    public ResponseEntity<Result<FilmActor>> upsert(@Valid @RequestBody FilmActor row) {
        return ResponseEntity.ok(Result.ok(service.upsert(row)));
    }
}
