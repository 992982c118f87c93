package com.example.ext.controller;

import com.example.ext.common.NotFoundException;
import com.example.ext.common.PageResponse;
import com.example.ext.dto.AppSettingRequest;
import com.example.ext.dto.AppSettingResponse;
import com.example.ext.entity.AppSetting;
import com.example.ext.service.AppSettingService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import java.util.Map;
import org.springframework.http.HttpStatus;
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
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * REST endpoints of App setting ({@link AppSetting}).
 * Bodies are records; errors are {@code ProblemDetail}s.
 */
@Tag(name = "App setting")
@RestController
@RequestMapping("/api/app-setting")
public class AppSettingController {

    private final AppSettingService service;

    public AppSettingController(AppSettingService service) {
        this.service = service;
    }

    @Operation(operationId = "appSettingList", summary = "List App setting (paged, filtered by any field)")
    @GetMapping
    public PageResponse<AppSettingResponse> page(
            @ModelAttribute AppSetting filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return service.page(filter, page, size).map(AppSettingResponse::of);
    }

    @Operation(operationId = "appSettingGet", summary = "Get one App setting")
    @GetMapping("/{key}")
    public AppSettingResponse get(@PathVariable("key") String key) {
        AppSetting row = service.findByKey(key);
        if (row == null) {
            throw new NotFoundException("app_setting " + "key=" + key + " not found");
        }
        return AppSettingResponse.of(row);
    }

    @Operation(operationId = "appSettingCreate", summary = "Create App setting")
    @PostMapping
    public ResponseEntity<AppSettingResponse> create(@Valid @RequestBody AppSettingRequest request) {
        AppSetting stored = service.create(request.toEntity());
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{key}").buildAndExpand(stored.getKey()).toUri()).body(AppSettingResponse.of(stored));
    }

    @Operation(operationId = "appSettingUpdate", summary = "Replace App setting (every writable field; a field left out becomes null)")
    @PutMapping("/{key}")
    public AppSettingResponse update(@PathVariable("key") String key,
            @RequestBody AppSettingRequest request) {
        AppSetting row = request.toEntity();
        row.setKey(key);
        AppSetting stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("app_setting " + "key=" + key + " not found");
        }
        return AppSettingResponse.of(stored);
    }

    @Operation(operationId = "appSettingPatch", summary = "Change App setting (only the fields sent; null clears one)")
    @PatchMapping("/{key}")
    public AppSettingResponse patch(@PathVariable("key") String key,
            @RequestBody Map<String, Object> changes) {
        AppSetting stored = service.patch(key, changes);
        if (stored == null) {
            throw new NotFoundException("app_setting " + "key=" + key + " not found");
        }
        return AppSettingResponse.of(stored);
    }

    @Operation(operationId = "appSettingDelete", summary = "Delete App setting")
    @DeleteMapping("/{key}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    public void delete(@PathVariable("key") String key) {
        if (!service.deleteByKey(key)) {
            throw new NotFoundException("app_setting " + "key=" + key + " not found");
        }
    }
}
