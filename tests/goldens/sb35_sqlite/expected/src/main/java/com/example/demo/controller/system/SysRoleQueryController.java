package com.example.demo.controller.system;

import com.example.demo.common.PageResponse;
import com.example.demo.common.QuerySupport;
import com.example.demo.dto.system.SysRoleResponse;
import com.example.demo.entity.system.SysRole;
import com.example.demo.query.system.SysRoleCriteria;
import com.example.demo.service.system.SysRoleQueryService;
import io.swagger.v3.oas.annotations.Operation;
import java.util.List;
import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The list query of Sys role ({@link SysRole}): filters by operator, {@code sort}
 * against {@link SysRoleCriteria#SORTABLE}, pages of at most 500 rows; errors are
 * {@code ProblemDetail}s.
 */
@RestController
@RequestMapping("/api/sys-role")
public class SysRoleQueryController {

    private final SysRoleQueryService service;

    public SysRoleQueryController(SysRoleQueryService service) {
        this.service = service;
    }

    @Operation(operationId = "sysRoleQuery", summary = "Query Sys role (filters by operator, sort, page)")
    @GetMapping("/query")
    public PageResponse<SysRoleResponse> query(@ModelAttribute SysRoleCriteria query) {
        long pageNo = QuerySupport.page(query.page(), false);
        long pageSize = QuerySupport.size(query.size(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<SysRole>> found = service.page(p);
        return new PageResponse<>(found.getValue().stream().map(SysRoleResponse::of).toList(), found.getKey(), pageNo, pageSize);
    }

    @Operation(operationId = "sysRoleCount", summary = "Count Sys role (the filters of the query)")
    @GetMapping("/count")
    public long count(@ModelAttribute SysRoleCriteria query) {
        return service.count(query.toParams());
    }

    @Operation(operationId = "sysRoleExists", summary = "Whether any Sys role matches (the filters of the query)")
    @GetMapping("/exists")
    public boolean exists(@ModelAttribute SysRoleCriteria query) {
        return service.exists(query.toParams());
    }
}
