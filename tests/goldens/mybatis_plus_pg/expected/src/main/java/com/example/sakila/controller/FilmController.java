package com.example.sakila.controller;

import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.converter.FilmConverter;
import com.example.sakila.dto.FilmDTO;
import com.example.sakila.entity.Film;
import com.example.sakila.service.FilmService;
import com.example.sakila.vo.FilmVO;
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
 * REST endpoints of Film ({@link Film}).
 */
@Tag(name = "Film")
@RestController
@RequestMapping("/api/film")
public class FilmController {

    private final FilmService service;
    private final FilmConverter converter;

    public FilmController(FilmService service, FilmConverter converter) {
        this.service = service;
        this.converter = converter;
    }

    @Operation(summary = "List Film (paged, filtered by any field)")
    @GetMapping
    public ResponseEntity<Result<PageResult<FilmVO>>> page(
            @ModelAttribute Film filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        PageResult<Film> rows = service.page(filter, page, size);
        return ResponseEntity.ok(Result.ok(new PageResult<>(converter.toVoList(rows.getItems()), rows.getTotal(), rows.getPage(), rows.getSize())));
    }

    @Operation(summary = "Get one Film")
    @GetMapping("/{filmId}")
    public ResponseEntity<Result<FilmVO>> get(@PathVariable("filmId") Integer filmId) {
        Film row = service.findByKey(filmId);
        if (row == null) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(converter.toVo(row)));
    }

    @Operation(summary = "Create Film")
    @PostMapping
    public ResponseEntity<Result<FilmVO>> create(@Valid @RequestBody FilmDTO body) {
        Film row = converter.toEntity(body);
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(converter.toVo(service.create(row))));
    }

    @Operation(summary = "Update Film")
    @PutMapping("/{filmId}")
    public ResponseEntity<Result<FilmVO>> update(@PathVariable("filmId") Integer filmId,
            @Valid @RequestBody FilmDTO body) {
        Film row = converter.toEntity(body);
        row.setFilmId(filmId);
        if (!service.update(row)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.ok(Result.ok(converter.toVo(service.findByKey(filmId))));
    }

    @Operation(summary = "Delete Film")
    @DeleteMapping("/{filmId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("filmId") Integer filmId) {
        if (!service.deleteByKey(filmId)) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Result.error(404, "not found"));
        }
        return ResponseEntity.noContent().build();
    }
}
