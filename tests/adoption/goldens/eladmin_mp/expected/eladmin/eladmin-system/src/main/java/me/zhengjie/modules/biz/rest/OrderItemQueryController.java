package me.zhengjie.modules.biz.rest;

import io.swagger.annotations.ApiOperation;
import java.util.List;
import java.util.Map;
import me.zhengjie.common.QuerySupport;
import me.zhengjie.modules.biz.domain.OrderItem;
import me.zhengjie.modules.biz.service.OrderItemQueryService;
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

    private final OrderItemQueryService service;

    public OrderItemQueryController(OrderItemQueryService service) {
        this.service = service;
    }

    @ApiOperation(value = "Query OrderItem (filters by operator, sort, page)", nickname = "orderItemQuery")
    @PreAuthorize("@el.check('orderitem:list')")
    @GetMapping("/query")
    public ResponseEntity<PageResult<OrderItem>> query(@ModelAttribute OrderItemCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<OrderItem>> found = service.page(p);
        long total = found.getKey();
        List<OrderItem> rows = found.getValue();
        return ResponseEntity.ok(new PageResult<>(rows, total));
    }

    @ApiOperation(value = "Count OrderItem (the filters of the query)", nickname = "orderItemCount")
    @PreAuthorize("@el.check('orderitem:list')")
    @GetMapping("/count")
    public ResponseEntity<Long> count(@ModelAttribute OrderItemCriteria query) {
        return ResponseEntity.ok(service.count(query.toParams()));
    }

    @ApiOperation(value = "Whether any OrderItem matches (the filters of the query)", nickname = "orderItemExists")
    @PreAuthorize("@el.check('orderitem:list')")
    @GetMapping("/exists")
    public ResponseEntity<Boolean> exists(@ModelAttribute OrderItemCriteria query) {
        return ResponseEntity.ok(service.exists(query.toParams()));
    }
}
