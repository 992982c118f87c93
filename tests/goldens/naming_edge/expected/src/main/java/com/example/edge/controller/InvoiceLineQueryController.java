package com.example.edge.controller;

import com.example.edge.common.PageResult;
import com.example.edge.common.QuerySupport;
import com.example.edge.common.Result;
import com.example.edge.entity.InvoiceLine;
import com.example.edge.mapper.InvoiceLineQueryMapper;
import com.example.edge.query.InvoiceLineCriteria;
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
 * The list query of Invoice line ({@link InvoiceLine}): filters by operator, {@code sort}
 * against {@link InvoiceLineCriteria#SORTABLE}, pages of at most 500 rows.
 */
@RestController
@RequestMapping("/api/invoice-line")
public class InvoiceLineQueryController {

    private final InvoiceLineQueryMapper mapper;

    public InvoiceLineQueryController(InvoiceLineQueryMapper mapper) {
        this.mapper = mapper;
    }

    @Operation(operationId = "invoiceLineQuery", summary = "Query Invoice line (filters by operator, sort, page)")
    @GetMapping("/query")
    public ResponseEntity<Result<PageResult<InvoiceLine>>> query(@ModelAttribute InvoiceLineCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        long total = mapper.countQuery(p);
        List<InvoiceLine> rows = total == 0 ? Collections.emptyList() : mapper.selectQuery(p);
        return ResponseEntity.ok(Result.ok(new PageResult<>(rows, total, pageNo, pageSize)));
    }

    @Operation(operationId = "invoiceLineCount", summary = "Count Invoice line (the filters of the query)")
    @GetMapping("/count")
    public ResponseEntity<Result<Long>> count(@ModelAttribute InvoiceLineCriteria query) {
        return ResponseEntity.ok(Result.ok(mapper.countQuery(query.toParams())));
    }

    @Operation(operationId = "invoiceLineExists", summary = "Whether any Invoice line matches (the filters of the query)")
    @GetMapping("/exists")
    public ResponseEntity<Result<Boolean>> exists(@ModelAttribute InvoiceLineCriteria query) {
        return ResponseEntity.ok(Result.ok(mapper.existsQuery(query.toParams()) != null));
    }
}
