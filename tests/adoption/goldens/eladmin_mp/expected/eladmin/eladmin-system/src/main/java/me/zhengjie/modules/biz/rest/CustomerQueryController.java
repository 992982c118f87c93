package me.zhengjie.modules.biz.rest;

import io.swagger.annotations.ApiOperation;
import java.util.List;
import java.util.Map;
import me.zhengjie.common.QuerySupport;
import me.zhengjie.modules.biz.domain.Customer;
import me.zhengjie.modules.biz.service.CustomerQueryService;
import me.zhengjie.utils.PageResult;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The list query of 客户信息表 ({@link Customer}): filters by operator, {@code sort}
 * against {@link CustomerCriteria#SORTABLE}, pages of at most 500 rows.
 */
@RestController
@RequestMapping("/api/customers")
public class CustomerQueryController {

    private final CustomerQueryService service;

    public CustomerQueryController(CustomerQueryService service) {
        this.service = service;
    }

    @ApiOperation(value = "Query Customer (filters by operator, sort, page)", nickname = "customerQuery")
    @PreAuthorize("@el.check('customer:list')")
    @GetMapping("/query")
    public ResponseEntity<PageResult<Customer>> query(@ModelAttribute CustomerCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<Customer>> found = service.page(p);
        long total = found.getKey();
        List<Customer> rows = found.getValue();
        return ResponseEntity.ok(new PageResult<>(rows, total));
    }

    @ApiOperation(value = "Count Customer (the filters of the query)", nickname = "customerCount")
    @PreAuthorize("@el.check('customer:list')")
    @GetMapping("/count")
    public ResponseEntity<Long> count(@ModelAttribute CustomerCriteria query) {
        return ResponseEntity.ok(service.count(query.toParams()));
    }

    @ApiOperation(value = "Whether any Customer matches (the filters of the query)", nickname = "customerExists")
    @PreAuthorize("@el.check('customer:list')")
    @GetMapping("/exists")
    public ResponseEntity<Boolean> exists(@ModelAttribute CustomerCriteria query) {
        return ResponseEntity.ok(service.exists(query.toParams()));
    }
}
