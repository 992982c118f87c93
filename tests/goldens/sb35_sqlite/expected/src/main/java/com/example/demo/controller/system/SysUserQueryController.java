package com.example.demo.controller.system;

import com.example.demo.common.PageResponse;
import com.example.demo.common.QuerySupport;
import com.example.demo.dto.system.SysUserResponse;
import com.example.demo.entity.system.SysUser;
import com.example.demo.query.system.SysUserCriteria;
import com.example.demo.service.system.SysUserQueryService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.util.List;
import java.util.Map;
import org.springdoc.core.annotations.ParameterObject;
import org.springframework.http.ProblemDetail;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The list query of Sys user ({@link SysUser}): filters by operator, {@code sort}
 * against {@link SysUserCriteria#SORTABLE}, pages of at most 500 rows; errors are
 * {@code ProblemDetail}s.
 */
@RestController
@RequestMapping("/api/sys-user")
public class SysUserQueryController {

    private final SysUserQueryService service;

    public SysUserQueryController(SysUserQueryService service) {
        this.service = service;
    }

    @Operation(operationId = "sysUserQuery", summary = "Query Sys user (filters by operator, sort, page)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/query")
    public PageResponse<SysUserResponse> query(@ParameterObject @ModelAttribute SysUserCriteria query) {
        long pageNo = QuerySupport.page(query.page(), false);
        long pageSize = QuerySupport.size(query.size(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<SysUser>> found = service.page(p);
        return new PageResponse<>(found.getValue().stream().map(SysUserResponse::of).toList(), found.getKey(), pageNo, pageSize);
    }

    @Operation(operationId = "sysUserCount", summary = "Count Sys user (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/count")
    public long count(@ParameterObject @ModelAttribute SysUserCriteria query) {
        return service.count(query.toParams());
    }

    @Operation(operationId = "sysUserExists", summary = "Whether any Sys user matches (the filters of the query)")
    @ApiResponse(responseCode = "200", description = "OK")
    @ApiResponse(responseCode = "400", description = "Invalid request (a value that does not fit, a broken constraint)", content = @Content(mediaType = "application/problem+json", schema = @Schema(implementation = ProblemDetail.class)))
    @GetMapping("/exists")
    public boolean exists(@ParameterObject @ModelAttribute SysUserCriteria query) {
        return service.exists(query.toParams());
    }
}
