package com.example.sakila.controller;

import com.example.sakila.common.PageResponse;
import com.example.sakila.dto.FilmListResponse;
import com.example.sakila.entity.FilmList;
import com.example.sakila.service.FilmListService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.springdoc.core.annotations.ParameterObject;
import org.springframework.http.ProblemDetail;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * REST endpoints of Film list ({@link FilmList}), read-only.
 * Bodies are records; errors are {@code ProblemDetail}s.
 */
@Tag(name = "Film list")
@RestController
@RequestMapping("/api/film-list")
public class FilmListController {

    private final FilmListService service;

    public FilmListController(FilmListService service) {
        this.service = service;
    }

    @Operation(operationId = "filmListList", summary = "List Film list (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("")
    public PageResponse<FilmListResponse> page(
            @ParameterObject @ModelAttribute FilmList filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return service.page(filter, page, size).map(FilmListResponse::of);
    }
}
