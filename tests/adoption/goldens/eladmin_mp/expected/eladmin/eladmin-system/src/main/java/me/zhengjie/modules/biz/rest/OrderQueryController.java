package me.zhengjie.modules.biz.rest;

import io.swagger.annotations.ApiOperation;
import java.util.List;
import java.util.Map;
import me.zhengjie.common.QuerySupport;
import me.zhengjie.modules.biz.domain.Order;
import me.zhengjie.modules.biz.service.OrderQueryService;
import me.zhengjie.utils.PageResult;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The list query of 订单表 ({@link Order}): filters by operator, {@code sort}
 * against {@link OrderCriteria#SORTABLE}, pages of at most 500 rows.
 */
@RestController
@RequestMapping("/api/orders")
public class OrderQueryController {

    private final OrderQueryService service;

    public OrderQueryController(OrderQueryService service) {
        this.service = service;
    }

    @ApiOperation(value = "Query Order (filters by operator, sort, page)", nickname = "orderQuery")
    @PreAuthorize("@el.check('order:list')")
    @GetMapping("/query")
    public ResponseEntity<PageResult<Order>> query(@ModelAttribute OrderCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<Order>> found = service.page(p);
        long total = found.getKey();
        List<Order> rows = found.getValue();
        return ResponseEntity.ok(new PageResult<>(rows, total));
    }

    @ApiOperation(value = "Count Order (the filters of the query)", nickname = "orderCount")
    @PreAuthorize("@el.check('order:list')")
    @GetMapping("/count")
    public ResponseEntity<Long> count(@ModelAttribute OrderCriteria query) {
        return ResponseEntity.ok(service.count(query.toParams()));
    }

    @ApiOperation(value = "Whether any Order matches (the filters of the query)", nickname = "orderExists")
    @PreAuthorize("@el.check('order:list')")
    @GetMapping("/exists")
    public ResponseEntity<Boolean> exists(@ModelAttribute OrderCriteria query) {
        return ResponseEntity.ok(service.exists(query.toParams()));
    }
}
