package me.zhengjie.modules.biz.rest;

import io.swagger.annotations.Api;
import io.swagger.annotations.ApiOperation;
import javax.validation.Valid;
import me.zhengjie.modules.biz.domain.Order;
import me.zhengjie.modules.biz.service.OrderService;
import me.zhengjie.utils.PageResult;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * REST endpoints of 订单表 ({@link Order}).
 */
@Api(tags = "订单表")
@RestController
@RequestMapping("/api/orders")
public class OrderController {

    private final OrderService service;

    public OrderController(OrderService service) {
        this.service = service;
    }

    @ApiOperation("List 订单表 (paged, filtered by any field)")
    @PreAuthorize("@el.check('order:list')")
    @GetMapping
    public ResponseEntity<PageResult<Order>> page(
            @ModelAttribute Order filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(service.page(filter, page, size));
    }

    @ApiOperation("Get one 订单表")
    @GetMapping("/{orderId}")
    public ResponseEntity<Order> get(@PathVariable("orderId") Long orderId) {
        Order row = service.findByKey(orderId);
        if (row == null) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok(row);
    }

    @ApiOperation("Get one 订单表 by orderNo")
    @GetMapping("/by-order-no")
    public ResponseEntity<Order> getByOrderNo(@RequestParam("orderNo") String orderNo) {
        Order row = service.findByOrderNo(orderNo);
        if (row == null) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok(row);
    }

    @ApiOperation("Create 订单表")
    @PreAuthorize("@el.check('order:add')")
    @PostMapping
    public ResponseEntity<Order> create(@Valid @RequestBody Order row) {
        return ResponseEntity.status(HttpStatus.CREATED).body(service.create(row));
    }

    @ApiOperation("Update 订单表")
    @PreAuthorize("@el.check('order:edit')")
    @PutMapping("/{orderId}")
    public ResponseEntity<Order> update(@PathVariable("orderId") Long orderId,
            @Valid @RequestBody Order row) {
        row.setOrderId(orderId);
        if (!service.update(row)) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok(service.findByKey(orderId));
    }

    @ApiOperation("Delete 订单表")
    @PreAuthorize("@el.check('order:del')")
    @DeleteMapping("/{orderId}")
    public ResponseEntity<Void> delete(@PathVariable("orderId") Long orderId) {
        if (!service.deleteByKey(orderId)) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.noContent().build();
    }
}
