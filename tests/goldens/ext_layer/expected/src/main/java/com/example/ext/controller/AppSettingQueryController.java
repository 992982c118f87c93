package com.example.ext.controller;

import com.example.ext.common.PageResponse;
import com.example.ext.common.QuerySupport;
import com.example.ext.dto.AppSettingResponse;
import com.example.ext.entity.AppSetting;
import com.example.ext.mapper.AppSettingQueryMapper;
import com.example.ext.query.AppSettingCriteria;
import io.swagger.v3.oas.annotations.Operation;
import java.util.List;
import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The list query of App setting ({@link AppSetting}): filters by operator, {@code sort}
 * against {@link AppSettingCriteria#SORTABLE}, pages of at most 500 rows; errors are
 * {@code ProblemDetail}s.
 */
@RestController
@RequestMapping("/api/app-setting")
public class AppSettingQueryController {

    private final AppSettingQueryMapper mapper;

    public AppSettingQueryController(AppSettingQueryMapper mapper) {
        this.mapper = mapper;
    }

    @Operation(operationId = "appSettingQuery", summary = "Query App setting (filters by operator, sort, page)")
    @GetMapping("/-/query")
    public PageResponse<AppSettingResponse> query(@ModelAttribute AppSettingCriteria query) {
        long pageNo = QuerySupport.page(query.page(), false);
        long pageSize = QuerySupport.size(query.size(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        long total = mapper.countQuery(p);
        List<AppSetting> rows = total == 0 ? List.of() : mapper.selectQuery(p);
        return new PageResponse<>(rows.stream().map(AppSettingResponse::of).toList(), total, pageNo, pageSize);
    }

    @Operation(operationId = "appSettingCount", summary = "Count App setting (the filters of the query)")
    @GetMapping("/-/count")
    public long count(@ModelAttribute AppSettingCriteria query) {
        return mapper.countQuery(query.toParams());
    }

    @Operation(operationId = "appSettingExists", summary = "Whether any App setting matches (the filters of the query)")
    @GetMapping("/-/exists")
    public boolean exists(@ModelAttribute AppSettingCriteria query) {
        return mapper.existsQuery(query.toParams()) != null;
    }
}
