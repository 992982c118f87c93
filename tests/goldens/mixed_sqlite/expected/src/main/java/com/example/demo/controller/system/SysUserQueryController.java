package com.example.demo.controller.system;

import com.example.demo.common.PageResult;
import com.example.demo.common.QuerySupport;
import com.example.demo.common.Result;
import com.example.demo.entity.system.SysUser;
import com.example.demo.mapper.system.SysUserQueryMapper;
import com.example.demo.query.system.SysUserCriteria;
import io.swagger.v3.oas.annotations.Operation;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The list query of Sys user ({@link SysUser}): filters by operator, {@code sort}
 * against {@link SysUserCriteria#SORTABLE}, pages of at most 500 rows.
 */
@RestController
@RequestMapping("/api/sys-user")
public class SysUserQueryController {

    private final SysUserQueryMapper mapper;

    public SysUserQueryController(SysUserQueryMapper mapper) {
        this.mapper = mapper;
    }

    @Operation(operationId = "sysUserQuery", summary = "Query Sys user (filters by operator, sort, page)")
    @GetMapping("/query")
    public ResponseEntity<Result<PageResult<SysUser>>> query(@ModelAttribute SysUserCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        long total = mapper.countQuery(p);
        List<SysUser> rows = total == 0 ? Collections.emptyList() : mapper.selectQuery(p);
        return ResponseEntity.ok(Result.ok(new PageResult<>(rows, total, pageNo, pageSize)));
    }

    @Operation(operationId = "sysUserCount", summary = "Count Sys user (the filters of the query)")
    @GetMapping("/count")
    public ResponseEntity<Result<Long>> count(@ModelAttribute SysUserCriteria query) {
        return ResponseEntity.ok(Result.ok(mapper.countQuery(query.toParams())));
    }

    @Operation(operationId = "sysUserExists", summary = "Whether any Sys user matches (the filters of the query)")
    @GetMapping("/exists")
    public ResponseEntity<Result<Boolean>> exists(@ModelAttribute SysUserCriteria query) {
        return ResponseEntity.ok(Result.ok(mapper.existsQuery(query.toParams()) != null));
    }
}
