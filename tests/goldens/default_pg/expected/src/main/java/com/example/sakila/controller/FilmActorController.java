package com.example.sakila.controller;

import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.FilmActor;
import com.example.sakila.service.FilmActorService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * REST endpoints of Film actor ({@link FilmActor}).
 */
@Tag(name = "Film actor")
@RestController
@RequestMapping("/api/film-actor")
public class FilmActorController {

    private final FilmActorService service;

    public FilmActorController(FilmActorService service) {
        this.service = service;
    }

    @Operation(summary = "List Film actor (paged, filtered by any field)")
    @GetMapping
    public ResponseEntity<Result<PageResult<FilmActor>>> page(
            @ModelAttribute FilmActor filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(summary = "Get one Film actor")
    @GetMapping("/{actorId}/{filmId}")
    public ResponseEntity<Result<FilmActor>> get(@PathVariable("actorId") Integer actorId, @PathVariable("filmId") Integer filmId) {
        FilmActor row = service.findByKey(actorId, filmId);
        if (row == null) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(summary = "Create Film actor")
    @PostMapping
    public ResponseEntity<Result<FilmActor>> create(@Valid @RequestBody FilmActor row) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.create(row)));
    }

    @Operation(summary = "Update Film actor")
    @PutMapping("/{actorId}/{filmId}")
    public ResponseEntity<Result<FilmActor>> update(@PathVariable("actorId") Integer actorId, @PathVariable("filmId") Integer filmId,
            @Valid @RequestBody FilmActor row) {
        row.setActorId(actorId);
        row.setFilmId(filmId);
        if (!service.update(row)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(service.findByKey(actorId, filmId)));
    }

    @Operation(summary = "Delete Film actor")
    @DeleteMapping("/{actorId}/{filmId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("actorId") Integer actorId, @PathVariable("filmId") Integer filmId) {
        if (!service.deleteByKey(actorId, filmId)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.noContent().build();
    }
}
