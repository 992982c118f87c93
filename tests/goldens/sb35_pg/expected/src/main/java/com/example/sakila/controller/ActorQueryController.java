package com.example.sakila.controller;

import com.example.sakila.common.PageResponse;
import com.example.sakila.common.QuerySupport;
import com.example.sakila.dto.ActorResponse;
import com.example.sakila.entity.Actor;
import com.example.sakila.mapper.ActorQueryMapper;
import com.example.sakila.query.ActorCriteria;
import io.swagger.v3.oas.annotations.Operation;
import java.util.List;
import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The list query of Actor ({@link Actor}): filters by operator, {@code sort}
 * against {@link ActorCriteria#SORTABLE}, pages of at most 500 rows; errors are
 * {@code ProblemDetail}s.
 */
@RestController
@RequestMapping("/api/actor")
public class ActorQueryController {

    private final ActorQueryMapper mapper;

    public ActorQueryController(ActorQueryMapper mapper) {
        this.mapper = mapper;
    }

    @Operation(operationId = "actorQuery", summary = "Query Actor (filters by operator, sort, page)")
    @GetMapping("/query")
    public PageResponse<ActorResponse> query(@ModelAttribute ActorCriteria query) {
        long pageNo = QuerySupport.page(query.page(), false);
        long pageSize = QuerySupport.size(query.size(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        long total = mapper.countQuery(p);
        List<Actor> rows = total == 0 ? List.of() : mapper.selectQuery(p);
        return new PageResponse<>(rows.stream().map(ActorResponse::of).toList(), total, pageNo, pageSize);
    }

    @Operation(operationId = "actorCount", summary = "Count Actor (the filters of the query)")
    @GetMapping("/count")
    public long count(@ModelAttribute ActorCriteria query) {
        return mapper.countQuery(query.toParams());
    }

    @Operation(operationId = "actorExists", summary = "Whether any Actor matches (the filters of the query)")
    @GetMapping("/exists")
    public boolean exists(@ModelAttribute ActorCriteria query) {
        return mapper.existsQuery(query.toParams()) != null;
    }
}
