package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResponse;
import com.example.sakila.dto.FilmResponse;
import com.example.sakila.dto.LanguageRequest;
import com.example.sakila.dto.LanguageResponse;
import com.example.sakila.entity.Language;
import com.example.sakila.service.LanguageService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.lang.Nullable;
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
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * REST endpoints of Language ({@link Language}).
 * Bodies are records; errors are {@code ProblemDetail}s.
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
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("")
    public PageResponse<LanguageResponse> page(
            @Nullable @ModelAttribute Language filter,
            @RequestParam(value = "pageNo", defaultValue = "1") long page,
            @RequestParam(value = "limit", defaultValue = "20") long size) {
        return service.page(filter, page, size).map(LanguageResponse::of);
    }

    @Operation(operationId = "languageGet", summary = "Get one Language")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/{languageId}")
    public LanguageResponse get(@PathVariable("languageId") Long languageId) {
        Language row = service.findByKey(languageId);
        if (row == null) {
            throw new NotFoundException("language " + "languageId=" + languageId + " not found");
        }
        return LanguageResponse.of(row);
    }

    @Operation(operationId = "languageCreate", summary = "Create Language")
    @ApiResponse(responseCode = "201", description = "Created: the row as stored")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PostMapping("")
    public ResponseEntity<LanguageResponse> create(@Valid @RequestBody LanguageRequest request) {
        Language stored = service.create(request.toEntity());
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{languageId}").buildAndExpand(stored.getLanguageId()).toUri()).body(LanguageResponse.of(stored));
    }

    @Operation(operationId = "languageUpdate", summary = "Replace Language (every writable field; a field left out becomes null)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PutMapping("/{languageId}")
    public LanguageResponse update(@PathVariable("languageId") Long languageId,
            @RequestBody LanguageRequest request) {
        Language row = request.toEntity();
        row.setLanguageId(languageId);
        Language stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("language " + "languageId=" + languageId + " not found");
        }
        return LanguageResponse.of(stored);
    }

    @Operation(operationId = "languagePatch", summary = "Change Language (only the fields sent; null clears one)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "422", description = "Refused by the database (a missing referenced row or value)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @PatchMapping("/{languageId}")
    public LanguageResponse patch(@PathVariable("languageId") Long languageId,
            @RequestBody Map<String, Object> changes) {
        Language stored = service.patch(languageId, changes);
        if (stored == null) {
            throw new NotFoundException("language " + "languageId=" + languageId + " not found");
        }
        return LanguageResponse.of(stored);
    }

    @Operation(operationId = "languageDelete", summary = "Delete Language")
    @ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "409", description = "Conflict (a unique key is taken, the row is still referenced)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @DeleteMapping("/{languageId}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    public void delete(@PathVariable("languageId") Long languageId) {
        if (!service.deleteByKey(languageId)) {
            throw new NotFoundException("language " + "languageId=" + languageId + " not found");
        }
    }

    @Operation(operationId = "languageGetWith", summary = "Get one Language with relations (dubbedFilms, films); dubbedFilms, films: at most 100 per Language, the first by key (GET /{languageId}/NAME pages them all)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping(value = "/{languageId}", params = "with")
    public LanguageResponse getWith(@PathVariable("languageId") Long languageId, @RequestParam(value = "with", required = false) List<String> with) {
        Language row = service.findByKey(languageId);
        if (row == null) {
            throw new NotFoundException("language " + "languageId=" + languageId + " not found");
        }
        service.loadRelations(List.of(row), with);
        return LanguageResponse.of(row);
    }

    @Operation(operationId = "languageListWith", summary = "List Language with relations (dubbedFilms, films); dubbedFilms, films: at most 100 per Language, the first by key (GET /{languageId}/NAME pages them all)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping(value = "", params = "with")
    public PageResponse<LanguageResponse> pageWith(
            @Nullable @ModelAttribute Language filter,
            @RequestParam(value = "pageNo", defaultValue = "1") long page,
            @RequestParam(value = "limit", defaultValue = "20") long size,
            @RequestParam(value = "with", required = false) List<String> with) {
        PageResponse<Language> rows = service.page(filter, page, size);
        service.loadRelations(rows.items(), with);
        return rows.map(LanguageResponse::of);
    }

    @Operation(operationId = "languageGetDubbedFilms", summary = "The dubbedFilms of one Language (paged, in key order)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/{languageId}/dubbed-films")
    public PageResponse<FilmResponse> getDubbedFilms(@PathVariable("languageId") Long languageId,
            @RequestParam(value = "pageNo", defaultValue = "1") long page,
            @RequestParam(value = "limit", defaultValue = "20") long size) {
        Language row = service.findByKey(languageId);
        if (row == null) {
            throw new NotFoundException("language " + "languageId=" + languageId + " not found");
        }
        return service.pageDubbedFilms(row, page, size).map(FilmResponse::of);
    }

    @Operation(operationId = "languageGetFilms", summary = "The films of one Language (paged, in key order)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @ApiResponse(responseCode = "404", description = "Not found", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/{languageId}/films")
    public PageResponse<FilmResponse> getFilms(@PathVariable("languageId") Long languageId,
            @RequestParam(value = "pageNo", defaultValue = "1") long page,
            @RequestParam(value = "limit", defaultValue = "20") long size) {
        Language row = service.findByKey(languageId);
        if (row == null) {
            throw new NotFoundException("language " + "languageId=" + languageId + " not found");
        }
        return service.pageFilms(row, page, size).map(FilmResponse::of);
    }
}
