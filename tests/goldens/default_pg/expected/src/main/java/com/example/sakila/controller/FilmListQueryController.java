package com.example.sakila.controller;

import com.example.sakila.common.PageResult;
import com.example.sakila.common.QuerySupport;
import com.example.sakila.common.Result;
import com.example.sakila.entity.FilmList;
import com.example.sakila.mapper.FilmListQueryMapper;
import com.example.sakila.query.FilmListCriteria;
import io.swagger.v3.oas.annotations.Operation;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The list query of Film list ({@link FilmList}): filters by operator, {@code sort}
 * against {@link FilmListCriteria#SORTABLE}, pages of at most 500 rows.
 */
@RestController
@RequestMapping("/api/film-list")
public class FilmListQueryController {

    private final FilmListQueryMapper mapper;

    public FilmListQueryController(FilmListQueryMapper mapper) {
        this.mapper = mapper;
    }

    @Operation(operationId = "filmListQuery", summary = "Query Film list (filters by operator, sort, page)")
    @GetMapping("/query")
    public ResponseEntity<Result<PageResult<FilmList>>> query(@ModelAttribute FilmListCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        long total = mapper.countQuery(p);
        List<FilmList> rows = total == 0 ? Collections.emptyList() : mapper.selectQuery(p);
        return ResponseEntity.ok(Result.ok(new PageResult<>(rows, total, pageNo, pageSize)));
    }

    @Operation(operationId = "filmListCount", summary = "Count Film list (the filters of the query)")
    @GetMapping("/count")
    public ResponseEntity<Result<Long>> count(@ModelAttribute FilmListCriteria query) {
        return ResponseEntity.ok(Result.ok(mapper.countQuery(query.toParams())));
    }

    @Operation(operationId = "filmListExists", summary = "Whether any Film list matches (the filters of the query)")
    @GetMapping("/exists")
    public ResponseEntity<Result<Boolean>> exists(@ModelAttribute FilmListCriteria query) {
        return ResponseEntity.ok(Result.ok(mapper.existsQuery(query.toParams()) != null));
    }
}
