package me.zhengjie.modules.biz.rest;

import io.swagger.annotations.ApiOperation;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import me.zhengjie.common.QuerySupport;
import me.zhengjie.modules.biz.domain.Order;
import me.zhengjie.modules.biz.mapper.OrderQueryMapper;
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

    private final OrderQueryMapper mapper;

    public OrderQueryController(OrderQueryMapper mapper) {
        this.mapper = mapper;
    }

    @ApiOperation("Query Order (filters by operator, sort, page)")
    @PreAuthorize("@el.check('order:list')")
    @GetMapping("/query")
    public ResponseEntity<PageResult<Order>> query(@ModelAttribute OrderCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        long total = mapper.countQuery(p);
        List<Order> rows = total == 0 ? Collections.emptyList() : mapper.selectQuery(p);
        return ResponseEntity.ok(new PageResult<>(rows, total));
    }

    @ApiOperation("Count Order (the filters of the query)")
    @PreAuthorize("@el.check('order:list')")
    @GetMapping("/count")
    public ResponseEntity<Long> count(@ModelAttribute OrderCriteria query) {
        return ResponseEntity.ok(mapper.countQuery(query.toParams()));
    }

    @ApiOperation("Whether any Order matches (the filters of the query)")
    @PreAuthorize("@el.check('order:list')")
    @GetMapping("/exists")
    public ResponseEntity<Boolean> exists(@ModelAttribute OrderCriteria query) {
        return ResponseEntity.ok(mapper.existsQuery(query.toParams()) != null);
    }
}
