package me.zhengjie.modules.biz.rest;

import io.swagger.annotations.Api;
import io.swagger.annotations.ApiOperation;
import javax.validation.Valid;
import me.zhengjie.modules.biz.domain.OrderItem;
import me.zhengjie.modules.biz.service.OrderItemService;
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
 * REST endpoints of 订单明细表 ({@link OrderItem}).
 */
@Api(tags = "订单明细表")
@RestController
@RequestMapping("/api/order-items")
public class OrderItemController {

    private final OrderItemService service;

    public OrderItemController(OrderItemService service) {
        this.service = service;
    }

    @ApiOperation("List 订单明细表 (paged, filtered by any field)")
    @PreAuthorize("@el.check('orderitem:list')")
    @GetMapping
    public ResponseEntity<PageResult<OrderItem>> page(
            @ModelAttribute OrderItem filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(service.page(filter, page, size));
    }

    @ApiOperation("Get one 订单明细表")
    @GetMapping("/{itemId}")
    public ResponseEntity<OrderItem> get(@PathVariable("itemId") Long itemId) {
        OrderItem row = service.findByKey(itemId);
        if (row == null) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok(row);
    }

    @ApiOperation("Create 订单明细表")
    @PreAuthorize("@el.check('orderitem:add')")
    @PostMapping
    public ResponseEntity<OrderItem> create(@Valid @RequestBody OrderItem row) {
        return ResponseEntity.status(HttpStatus.CREATED).body(service.create(row));
    }

    @ApiOperation("Update 订单明细表")
    @PreAuthorize("@el.check('orderitem:edit')")
    @PutMapping("/{itemId}")
    public ResponseEntity<OrderItem> update(@PathVariable("itemId") Long itemId,
            @Valid @RequestBody OrderItem row) {
        row.setItemId(itemId);
        if (!service.update(row)) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok(service.findByKey(itemId));
    }

    @ApiOperation("Delete 订单明细表")
    @PreAuthorize("@el.check('orderitem:del')")
    @DeleteMapping("/{itemId}")
    public ResponseEntity<Void> delete(@PathVariable("itemId") Long itemId) {
        if (!service.deleteByKey(itemId)) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.noContent().build();
    }
}
