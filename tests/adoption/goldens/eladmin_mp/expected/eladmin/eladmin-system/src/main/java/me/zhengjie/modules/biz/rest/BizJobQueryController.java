package me.zhengjie.modules.biz.rest;

import io.swagger.annotations.ApiOperation;
import io.swagger.annotations.ApiResponse;
import io.swagger.annotations.ApiResponses;
import java.util.List;
import java.util.Map;
import me.zhengjie.common.QuerySupport;
import me.zhengjie.modules.biz.service.BizJobQueryService;
import me.zhengjie.modules.system.domain.Job;
import me.zhengjie.utils.PageResult;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The list query of 岗位 ({@link Job}): filters by operator, {@code sort}
 * against {@link BizJobCriteria#SORTABLE}, pages of at most 500 rows.
 */
@RestController
@RequestMapping("/api/biz-jobs")
public class BizJobQueryController {

    private final BizJobQueryService service;

    public BizJobQueryController(BizJobQueryService service) {
        this.service = service;
    }

    @ApiOperation(value = "Query BizJob (filters by operator, sort, page)", nickname = "bizJobQuery")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)")})
    @PreAuthorize("@el.check('bizjob:list')")
    @GetMapping("/query")
    public ResponseEntity<PageResult<Job>> query(@ModelAttribute BizJobCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<Job>> found = service.page(p);
        long total = found.getKey();
        List<Job> rows = found.getValue();
        return ResponseEntity.ok(new PageResult<>(rows, total));
    }

    @ApiOperation(value = "Count BizJob (the filters of the query)", nickname = "bizJobCount")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)")})
    @PreAuthorize("@el.check('bizjob:list')")
    @GetMapping("/count")
    public ResponseEntity<Long> count(@ModelAttribute BizJobCriteria query) {
        return ResponseEntity.ok(service.count(query.toParams()));
    }

    @ApiOperation(value = "Whether any BizJob matches (the filters of the query)", nickname = "bizJobExists")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)")})
    @PreAuthorize("@el.check('bizjob:list')")
    @GetMapping("/exists")
    public ResponseEntity<Boolean> exists(@ModelAttribute BizJobCriteria query) {
        return ResponseEntity.ok(service.exists(query.toParams()));
    }
}
