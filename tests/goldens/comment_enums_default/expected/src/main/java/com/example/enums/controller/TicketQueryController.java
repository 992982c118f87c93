package com.example.enums.controller;

import com.example.enums.common.PageResult;
import com.example.enums.common.QuerySupport;
import com.example.enums.common.Result;
import com.example.enums.entity.Ticket;
import com.example.enums.query.TicketCriteria;
import com.example.enums.service.TicketQueryService;
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
 * The list query of Ticket ({@link Ticket}): filters by operator, {@code sort}
 * against {@link TicketCriteria#SORTABLE}, pages of at most 500 rows.
 */
@RestController
@RequestMapping("/api/ticket")
public class TicketQueryController {

    private final TicketQueryService service;

    public TicketQueryController(TicketQueryService service) {
        this.service = service;
    }

    @Operation(operationId = "ticketQuery", summary = "Query Ticket (filters by operator, sort, page)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/query")
    public ResponseEntity<Result<PageResult<Ticket>>> query(@ParameterObject @ModelAttribute TicketCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<Ticket>> found = service.page(p);
        long total = found.getKey();
        List<Ticket> rows = found.getValue();
        return ResponseEntity.ok(Result.ok(new PageResult<>(rows, total, pageNo, pageSize)));
    }

    @Operation(operationId = "ticketCount", summary = "Count Ticket (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/count")
    public ResponseEntity<Result<Long>> count(@ParameterObject @ModelAttribute TicketCriteria query) {
        return ResponseEntity.ok(Result.ok(service.count(query.toParams())));
    }

    @Operation(operationId = "ticketExists", summary = "Whether any Ticket matches (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/exists")
    public ResponseEntity<Result<Boolean>> exists(@ParameterObject @ModelAttribute TicketCriteria query) {
        return ResponseEntity.ok(Result.ok(service.exists(query.toParams())));
    }
}
