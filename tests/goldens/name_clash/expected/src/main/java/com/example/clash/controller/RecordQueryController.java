package com.example.clash.controller;

import com.example.clash.common.PageResult;
import com.example.clash.common.QuerySupport;
import com.example.clash.common.Result;
import com.example.clash.entity.Record;
import com.example.clash.mapper.RecordQueryMapper;
import com.example.clash.query.RecordCriteria;
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
 * The list query of Record ({@link Record}): filters by operator, {@code sort}
 * against {@link RecordCriteria#SORTABLE}, pages of at most 500 rows.
 */
@RestController
@RequestMapping("/api/record")
public class RecordQueryController {

    private final RecordQueryMapper mapper;

    public RecordQueryController(RecordQueryMapper mapper) {
        this.mapper = mapper;
    }

    @Operation(operationId = "record_Query", summary = "Query Record (filters by operator, sort, page)")
    @GetMapping("/query")
    public ResponseEntity<Result<PageResult<Record>>> query(@ModelAttribute RecordCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        long total = mapper.countQuery(p);
        List<Record> rows = total == 0 ? Collections.emptyList() : mapper.selectQuery(p);
        return ResponseEntity.ok(Result.ok(new PageResult<>(rows, total, pageNo, pageSize)));
    }

    @Operation(operationId = "record_Count", summary = "Count Record (the filters of the query)")
    @GetMapping("/count")
    public ResponseEntity<Result<Long>> count(@ModelAttribute RecordCriteria query) {
        return ResponseEntity.ok(Result.ok(mapper.countQuery(query.toParams())));
    }

    @Operation(operationId = "record_Exists", summary = "Whether any Record matches (the filters of the query)")
    @GetMapping("/exists")
    public ResponseEntity<Result<Boolean>> exists(@ModelAttribute RecordCriteria query) {
        return ResponseEntity.ok(Result.ok(mapper.existsQuery(query.toParams()) != null));
    }
}
