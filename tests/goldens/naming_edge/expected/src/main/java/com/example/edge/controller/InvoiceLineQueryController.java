package com.example.edge.controller;

import com.example.edge.common.PageResult;
import com.example.edge.common.QuerySupport;
import com.example.edge.common.Result;
import com.example.edge.entity.InvoiceLine;
import com.example.edge.query.InvoiceLineCriteria;
import com.example.edge.service.InvoiceLineQueryService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.util.List;
import java.util.Map;
import org.springdoc.core.annotations.ParameterObject;
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

    private final InvoiceLineQueryService service;

    public InvoiceLineQueryController(InvoiceLineQueryService service) {
        this.service = service;
    }

    @Operation(operationId = "invoiceLineQuery", summary = "Query Invoice line (filters by operator, sort, page)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/query")
    public ResponseEntity<Result<PageResult<InvoiceLine>>> query(@ParameterObject @ModelAttribute InvoiceLineCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<InvoiceLine>> found = service.page(p);
        long total = found.getKey();
        List<InvoiceLine> rows = found.getValue();
        return ResponseEntity.ok(Result.ok(new PageResult<>(rows, total, pageNo, pageSize)));
    }

    @Operation(operationId = "invoiceLineCount", summary = "Count Invoice line (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/count")
    public ResponseEntity<Result<Long>> count(@ParameterObject @ModelAttribute InvoiceLineCriteria query) {
        return ResponseEntity.ok(Result.ok(service.count(query.toParams())));
    }

    @Operation(operationId = "invoiceLineExists", summary = "Whether any Invoice line matches (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/exists")
    public ResponseEntity<Result<Boolean>> exists(@ParameterObject @ModelAttribute InvoiceLineCriteria query) {
        return ResponseEntity.ok(Result.ok(service.exists(query.toParams())));
    }
}
