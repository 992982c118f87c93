package com.example.edge.controller;

import com.example.edge.common.NotFoundException;
import com.example.edge.common.PageResult;
import com.example.edge.common.Result;
import com.example.edge.entity.InvoiceLine;
import com.example.edge.service.InvoiceLineService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * REST endpoints of Invoice line ({@link InvoiceLine}).
 */
@Tag(name = "Invoice line")
@RestController
@RequestMapping("/api/invoice-line")
public class InvoiceLineController {

    private final InvoiceLineService service;

    public InvoiceLineController(InvoiceLineService service) {
        this.service = service;
    }

    @Operation(operationId = "invoiceLineList", summary = "List Invoice line (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("")
    public ResponseEntity<Result<PageResult<InvoiceLine>>> page(
            @Nullable @ModelAttribute InvoiceLine filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "invoiceLineGet", summary = "Get one Invoice line")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{invoiceLineId}")
    public ResponseEntity<Result<InvoiceLine>> get(@PathVariable("invoiceLineId") Integer invoiceLineId) {
        InvoiceLine row = service.findByKey(invoiceLineId);
        if (row == null) {
            throw new NotFoundException("InvoiceLine " + "invoiceLineId=" + invoiceLineId + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "invoiceLineCreate", summary = "Create Invoice line")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("")
    public ResponseEntity<Result<InvoiceLine>> create(@Valid @RequestBody InvoiceLine row) {
        InvoiceLine stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{invoiceLineId}").buildAndExpand(stored.getInvoiceLineId()).toUri()).body(Result.ok(stored));
    }

    @Operation(operationId = "invoiceLineUpdate", summary = "Replace Invoice line (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PutMapping("/{invoiceLineId}")
    public ResponseEntity<Result<InvoiceLine>> update(@PathVariable("invoiceLineId") Integer invoiceLineId,
            @RequestBody InvoiceLine row) {
        row.setInvoiceLineId(invoiceLineId);
        InvoiceLine stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("InvoiceLine " + "invoiceLineId=" + invoiceLineId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "invoiceLinePatch", summary = "Change Invoice line (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PatchMapping("/{invoiceLineId}")
    public ResponseEntity<Result<InvoiceLine>> patch(@PathVariable("invoiceLineId") Integer invoiceLineId,
            @RequestBody Map<String, Object> changes) {
        InvoiceLine stored = service.patch(invoiceLineId, changes);
        if (stored == null) {
            throw new NotFoundException("InvoiceLine " + "invoiceLineId=" + invoiceLineId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "invoiceLineDelete", summary = "Delete Invoice line")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @DeleteMapping("/{invoiceLineId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("invoiceLineId") Integer invoiceLineId) {
        if (!service.deleteByKey(invoiceLineId)) {
            throw new NotFoundException("InvoiceLine " + "invoiceLineId=" + invoiceLineId + " not found");
        }
        return ResponseEntity.noContent().build();
    }
}
