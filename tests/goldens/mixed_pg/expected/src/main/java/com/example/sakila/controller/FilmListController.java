package com.example.sakila.controller;

import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.FilmList;
import com.example.sakila.service.FilmListService;
import io.swagger.annotations.Api;
import io.swagger.annotations.ApiOperation;
import io.swagger.annotations.ApiResponse;
import io.swagger.annotations.ApiResponses;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * REST endpoints of Film list ({@link FilmList}), read-only.
 *
 * @author Genix Golden
 */
@Api(tags = "Film list")
@RestController
@RequestMapping("/api/film-list")
public class FilmListController {

    private final FilmListService service;

    public FilmListController(FilmListService service) {
        this.service = service;
    }

    @ApiOperation(value = "List Film list (paged, filtered by any field)", nickname = "filmListList")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class)})
    @GetMapping("")
    public ResponseEntity<Result<PageResult<FilmList>>> page(
            @ModelAttribute FilmList filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }
}
