package com.example.clash.controller;

import com.example.clash.common.PageResult;
import com.example.clash.common.QuerySupport;
import com.example.clash.common.Result;
import com.example.clash.entity.Service;
import com.example.clash.mapper.ServiceQueryMapper;
import com.example.clash.query.ServiceCriteria;
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
 * The list query of Service ({@link Service}): filters by operator, {@code sort}
 * against {@link ServiceCriteria#SORTABLE}, pages of at most 500 rows.
 */
@RestController
@RequestMapping("/api/service")
public class ServiceQueryController {

    private final ServiceQueryMapper mapper;

    public ServiceQueryController(ServiceQueryMapper mapper) {
        this.mapper = mapper;
    }

    @Operation(operationId = "serviceQuery", summary = "Query Service (filters by operator, sort, page)")
    @GetMapping("/query")
    public ResponseEntity<Result<PageResult<Service>>> query(@ModelAttribute ServiceCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        long total = mapper.countQuery(p);
        List<Service> rows = total == 0 ? Collections.emptyList() : mapper.selectQuery(p);
        return ResponseEntity.ok(Result.ok(new PageResult<>(rows, total, pageNo, pageSize)));
    }

    @Operation(operationId = "serviceCount", summary = "Count Service (the filters of the query)")
    @GetMapping("/count")
    public ResponseEntity<Result<Long>> count(@ModelAttribute ServiceCriteria query) {
        return ResponseEntity.ok(Result.ok(mapper.countQuery(query.toParams())));
    }

    @Operation(operationId = "serviceExists", summary = "Whether any Service matches (the filters of the query)")
    @GetMapping("/exists")
    public ResponseEntity<Result<Boolean>> exists(@ModelAttribute ServiceCriteria query) {
        return ResponseEntity.ok(Result.ok(mapper.existsQuery(query.toParams()) != null));
    }
}
