package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.Film;
import com.example.sakila.entity.Language;
import com.example.sakila.service.LanguageService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import java.util.Collections;
import java.util.List;
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
 * REST endpoints of Language ({@link Language}).
 */
@Tag(name = "Language")
@RestController
@RequestMapping("/api/language")
public class LanguageController {

    private final LanguageService service;

    public LanguageController(LanguageService service) {
        this.service = service;
    }

    @Operation(operationId = "languageList", summary = "List Language (paged, filtered by any field)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("")
    public ResponseEntity<Result<PageResult<Language>>> page(
            @Nullable @ModelAttribute Language filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "languageGet", summary = "Get one Language")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{languageId}")
    public ResponseEntity<Result<Language>> get(@PathVariable("languageId") Long languageId) {
        Language row = service.findByKey(languageId);
        if (row == null) {
            throw new NotFoundException("language " + "languageId=" + languageId + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "languageCreate", summary = "Create Language")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PostMapping("")
    public ResponseEntity<Result<Language>> create(@Valid @RequestBody Language row) {
        Language stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{languageId}").buildAndExpand(stored.getLanguageId()).toUri()).body(Result.ok(stored));
    }

    @Operation(operationId = "languageUpdate", summary = "Replace Language (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PutMapping("/{languageId}")
    public ResponseEntity<Result<Language>> update(@PathVariable("languageId") Long languageId,
            @RequestBody Language row) {
        row.setLanguageId(languageId);
        Language stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("language " + "languageId=" + languageId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "languagePatch", summary = "Change Language (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(schema = @Schema(implementation = Result.class)))
    @PatchMapping("/{languageId}")
    public ResponseEntity<Result<Language>> patch(@PathVariable("languageId") Long languageId,
            @RequestBody Map<String, Object> changes) {
        Language stored = service.patch(languageId, changes);
        if (stored == null) {
            throw new NotFoundException("language " + "languageId=" + languageId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "languageDelete", summary = "Delete Language")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(schema = @Schema(implementation = Result.class)))
    @DeleteMapping("/{languageId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("languageId") Long languageId) {
        if (!service.deleteByKey(languageId)) {
            throw new NotFoundException("language " + "languageId=" + languageId + " not found");
        }
        return ResponseEntity.noContent().build();
    }

    @Operation(operationId = "languageGetWith", summary = "Get one Language with relations (dubbedFilms, films); dubbedFilms, films: at most 100 per Language, the first by key (GET /{languageId}/NAME pages them all)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping(value = "/{languageId}", params = "with")
    public ResponseEntity<Result<Language>> getWith(@PathVariable("languageId") Long languageId,
            @RequestParam(value = "with", required = false) List<String> with) {
        Language row = service.findByKey(languageId);
        if (row == null) {
            throw new NotFoundException("language " + "languageId=" + languageId + " not found");
        }
        service.loadRelations(Collections.singletonList(row), with);
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "languageListWith", summary = "List Language with relations (dubbedFilms, films); dubbedFilms, films: at most 100 per Language, the first by key (GET /{languageId}/NAME pages them all)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping(value = "", params = "with")
    public ResponseEntity<Result<PageResult<Language>>> pageWith(
            @Nullable @ModelAttribute Language filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size,
            @RequestParam(value = "with", required = false) List<String> with) {
        PageResult<Language> rows = service.page(filter, page, size);
        service.loadRelations(rows.getItems(), with);
        return ResponseEntity.ok(Result.ok(rows));
    }

    @Operation(operationId = "languageGetDubbedFilms", summary = "The dubbedFilms of one Language (paged, in key order)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{languageId}/dubbed-films")
    public ResponseEntity<Result<PageResult<Film>>> getDubbedFilms(@PathVariable("languageId") Long languageId,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        Language row = service.findByKey(languageId);
        if (row == null) {
            throw new NotFoundException("language " + "languageId=" + languageId + " not found");
        }
        return ResponseEntity.ok(Result.ok(service.pageDubbedFilms(row, page, size)));
    }

    @Operation(operationId = "languageGetFilms", summary = "The films of one Language (paged, in key order)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(schema = @Schema(implementation = Result.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(schema = @Schema(implementation = Result.class)))
    @GetMapping("/{languageId}/films")
    public ResponseEntity<Result<PageResult<Film>>> getFilms(@PathVariable("languageId") Long languageId,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        Language row = service.findByKey(languageId);
        if (row == null) {
            throw new NotFoundException("language " + "languageId=" + languageId + " not found");
        }
        return ResponseEntity.ok(Result.ok(service.pageFilms(row, page, size)));
    }
}
