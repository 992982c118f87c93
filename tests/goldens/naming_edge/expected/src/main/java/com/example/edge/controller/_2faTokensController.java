package com.example.edge.controller;

import com.example.edge.common.NotFoundException;
import com.example.edge.common.PageResult;
import com.example.edge.common.Result;
import com.example.edge.entity._2faTokens;
import com.example.edge.service._2faTokensService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import java.time.LocalDate;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.springframework.format.annotation.DateTimeFormat;
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
 * REST endpoints of 2fa tokens ({@link _2faTokens}).
 */
@Tag(name = "2fa tokens")
@RestController
@RequestMapping("/api/2fa-tokens")
public class _2faTokensController {

    private final _2faTokensService service;

    public _2faTokensController(_2faTokensService service) {
        this.service = service;
    }

    @Operation(operationId = "_2faTokensList", summary = "List 2fa tokens (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("")
    public ResponseEntity<Result<PageResult<_2faTokens>>> page(
            @Nullable @ModelAttribute _2faTokens filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "_2faTokensGet", summary = "Get one 2fa tokens")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{token}/{issuedOn}")
    public ResponseEntity<Result<_2faTokens>> get(@PathVariable("token") String token, @PathVariable("issuedOn") @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate issuedOn) {
        _2faTokens row = service.findByKey(token, issuedOn);
        if (row == null) {
            throw new NotFoundException("2fa_tokens " + "token=" + token + ", " + "issuedOn=" + issuedOn + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "_2faTokensCreate", summary = "Create 2fa tokens")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("")
    public ResponseEntity<Result<_2faTokens>> create(@Valid @RequestBody _2faTokens row) {
        _2faTokens stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{token}/{issuedOn}").buildAndExpand(stored.getToken(), stored.getIssuedOn()).toUri()).body(Result.ok(stored));
    }

    @Operation(operationId = "_2faTokensUpdate", summary = "Replace 2fa tokens (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PutMapping("/{token}/{issuedOn}")
    public ResponseEntity<Result<_2faTokens>> update(@PathVariable("token") String token, @PathVariable("issuedOn") @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate issuedOn,
            @RequestBody _2faTokens row) {
        row.setToken(token);
        row.setIssuedOn(issuedOn);
        _2faTokens stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("2fa_tokens " + "token=" + token + ", " + "issuedOn=" + issuedOn + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "_2faTokensPatch", summary = "Change 2fa tokens (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PatchMapping("/{token}/{issuedOn}")
    public ResponseEntity<Result<_2faTokens>> patch(@PathVariable("token") String token, @PathVariable("issuedOn") @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate issuedOn,
            @RequestBody Map<String, Object> changes) {
        _2faTokens stored = service.patch(token, issuedOn, changes);
        if (stored == null) {
            throw new NotFoundException("2fa_tokens " + "token=" + token + ", " + "issuedOn=" + issuedOn + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "_2faTokensDelete", summary = "Delete 2fa tokens")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @DeleteMapping("/{token}/{issuedOn}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("token") String token, @PathVariable("issuedOn") @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate issuedOn) {
        if (!service.deleteByKey(token, issuedOn)) {
            throw new NotFoundException("2fa_tokens " + "token=" + token + ", " + "issuedOn=" + issuedOn + " not found");
        }
        return ResponseEntity.noContent().build();
    }
}
