package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.Film;
import com.example.sakila.service.FilmService;
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
 * REST endpoints of Film ({@link Film}).
 *
 * @author Genix Golden
 */
@Api(tags = "Film")
@RestController
@RequestMapping("/api/film")
public class FilmController {

    private final FilmService service;

    public FilmController(FilmService service) {
        this.service = service;
    }

    @ApiOperation(value = "List Film (paged, filtered by any field)", nickname = "filmList")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class)})
    @GetMapping("")
    public ResponseEntity<Result<PageResult<Film>>> page(
            @ModelAttribute Film filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @ApiOperation(value = "Get one Film", nickname = "filmGet")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class)})
    @GetMapping("/{filmId}")
    public ResponseEntity<Result<Film>> get(@PathVariable("filmId") Integer filmId) {
        Film row = service.findByKey(filmId);
        if (row == null) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @ApiOperation(value = "Create Film", nickname = "filmCreate")
    @ApiResponses({@ApiResponse(code = 201, message = "Created: the row as stored"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PostMapping("")
    public ResponseEntity<Result<Film>> create(@Valid @RequestBody Film row) {
        Film stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{filmId}").buildAndExpand(stored.getFilmId()).toUri()).body(Result.ok(stored));
    }

    @ApiOperation(value = "Replace Film (every writable field; a field left out becomes null)", nickname = "filmUpdate")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PutMapping("/{filmId}")
    public ResponseEntity<Result<Film>> update(@PathVariable("filmId") Integer filmId,
            @RequestBody Film row) {
        row.setFilmId(filmId);
        Film stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @ApiOperation(value = "Change Film (only the fields sent; null clears one)", nickname = "filmPatch")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PatchMapping("/{filmId}")
    public ResponseEntity<Result<Film>> patch(@PathVariable("filmId") Integer filmId,
            @RequestBody Map<String, Object> changes) {
        Film stored = service.patch(filmId, changes);
        if (stored == null) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @ApiOperation(value = "Delete Film", nickname = "filmDelete")
    @ApiResponses({@ApiResponse(code = 204, message = "Deleted"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class)})
    @DeleteMapping("/{filmId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("filmId") Integer filmId) {
        if (!service.deleteByKey(filmId)) {
            throw new NotFoundException("film " + "filmId=" + filmId + " not found");
        }
        return ResponseEntity.noContent().build();
    }

    @ApiOperation(value = "Create several Film", nickname = "filmCreateBatch")
    @ApiResponses({@ApiResponse(code = 201, message = "Created: the row as stored"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PostMapping("/batch")
    public ResponseEntity<Result<Integer>> createBatch(@RequestBody List<Film> rows) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.createBatch(rows)));
    }

    @ApiOperation(value = "Create or update Film by its key", nickname = "filmSave")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PutMapping("")
    public ResponseEntity<Result<Film>> upsert(@Valid @RequestBody Film row) {
        return ResponseEntity.ok(Result.ok(service.upsert(row)));
    }
}
