package me.zhengjie.modules.biz.rest;

import io.swagger.annotations.ApiOperation;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import me.zhengjie.common.QuerySupport;
import me.zhengjie.modules.biz.domain.OrderItem;
import me.zhengjie.modules.biz.mapper.OrderItemQueryMapper;
import me.zhengjie.utils.PageResult;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The list query of 订单明细表 ({@link OrderItem}): filters by operator, {@code sort}
 * against {@link OrderItemCriteria#SORTABLE}, pages of at most 500 rows.
 */
@RestController
@RequestMapping("/api/order-items")
public class OrderItemQueryController {

    private final OrderItemQueryMapper mapper;

    public OrderItemQueryController(OrderItemQueryMapper mapper) {
        this.mapper = mapper;
    }

    @ApiOperation("Query OrderItem (filters by operator, sort, page)")
    @PreAuthorize("@el.check('orderitem:list')")
    @GetMapping("/query")
    public ResponseEntity<PageResult<OrderItem>> query(@ModelAttribute OrderItemCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        long total = mapper.countQuery(p);
        List<OrderItem> rows = total == 0 ? Collections.emptyList() : mapper.selectQuery(p);
        return ResponseEntity.ok(new PageResult<>(rows, total));
    }

    @ApiOperation("Count OrderItem (the filters of the query)")
    @PreAuthorize("@el.check('orderitem:list')")
    @GetMapping("/count")
    public ResponseEntity<Long> count(@ModelAttribute OrderItemCriteria query) {
        return ResponseEntity.ok(mapper.countQuery(query.toParams()));
    }

    @ApiOperation("Whether any OrderItem matches (the filters of the query)")
    @PreAuthorize("@el.check('orderitem:list')")
    @GetMapping("/exists")
    public ResponseEntity<Boolean> exists(@ModelAttribute OrderItemCriteria query) {
        return ResponseEntity.ok(mapper.existsQuery(query.toParams()) != null);
    }
}
