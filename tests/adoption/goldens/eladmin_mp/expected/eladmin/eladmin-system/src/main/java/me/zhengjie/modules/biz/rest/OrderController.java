package me.zhengjie.modules.biz.rest;

import io.swagger.annotations.Api;
import io.swagger.annotations.ApiOperation;
import io.swagger.annotations.ApiResponse;
import io.swagger.annotations.ApiResponses;
import java.util.Map;
import javax.validation.Valid;
import me.zhengjie.common.NotFoundException;
import me.zhengjie.modules.biz.domain.Order;
import me.zhengjie.modules.biz.service.OrderService;
import me.zhengjie.utils.PageResult;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

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

    @ApiOperation(value = "List Order (paged, filtered by any field)", nickname = "orderList")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)")})
    @PreAuthorize("@el.check('order:list')")
    @GetMapping("")
    public ResponseEntity<PageResult<Order>> page(
            @ModelAttribute Order filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(service.page(filter, page, size));
    }

    @ApiOperation(value = "Get one Order", nickname = "orderGet")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 404, message = "Not found")})
    @GetMapping("/{orderId}")
    public ResponseEntity<Order> get(@PathVariable("orderId") Long orderId) {
        Order row = service.findByKey(orderId);
        if (row == null) {
            throw new NotFoundException("biz_order " + "orderId=" + orderId + " not found");
        }
        return ResponseEntity.ok(row);
    }

    @ApiOperation(value = "Get one Order by orderNo", nickname = "orderGetByOrderNo")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 404, message = "Not found")})
    @GetMapping("/by-order-no")
    public ResponseEntity<Order> getByOrderNo(@RequestParam("orderNo") String orderNo) {
        Order row = service.findByOrderNo(orderNo);
        if (row == null) {
            throw new NotFoundException("biz_order " + "orderNo=" + orderNo + " not found");
        }
        return ResponseEntity.ok(row);
    }

    @ApiOperation(value = "Create Order", nickname = "orderCreate")
    @ApiResponses({@ApiResponse(code = 201, message = "Created: the row as stored"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)"), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)")})
    @PreAuthorize("@el.check('order:add')")
    @PostMapping("")
    public ResponseEntity<Order> create(@Valid @RequestBody Order row) {
        Order stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{orderId}").buildAndExpand(stored.getOrderId()).toUri()).body(stored);
    }

    @ApiOperation(value = "Replace Order (every writable field; a field left out becomes null, but a write-only or audit field keeps its value)", nickname = "orderUpdate")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 404, message = "Not found"), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)"), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)")})
    @PreAuthorize("@el.check('order:edit')")
    @PutMapping("/{orderId}")
    public ResponseEntity<Order> update(@PathVariable("orderId") Long orderId,
            @RequestBody Order row) {
        row.setOrderId(orderId);
        Order stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("biz_order " + "orderId=" + orderId + " not found");
        }
        return ResponseEntity.ok(stored);
    }

    @ApiOperation(value = "Change Order (only the fields sent; null clears one)", nickname = "orderPatch")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 404, message = "Not found"), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)"), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)")})
    @PreAuthorize("@el.check('order:edit')")
    @PatchMapping("/{orderId}")
    public ResponseEntity<Order> patch(@PathVariable("orderId") Long orderId,
            @RequestBody Map<String, Object> changes) {
        Order stored = service.patch(orderId, changes);
        if (stored == null) {
            throw new NotFoundException("biz_order " + "orderId=" + orderId + " not found");
        }
        return ResponseEntity.ok(stored);
    }

    @ApiOperation(value = "Delete Order", nickname = "orderDelete")
    @ApiResponses({@ApiResponse(code = 204, message = "Deleted"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 404, message = "Not found"), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)")})
    @PreAuthorize("@el.check('order:del')")
    @DeleteMapping("/{orderId}")
    public ResponseEntity<Void> delete(@PathVariable("orderId") Long orderId) {
        if (!service.deleteByKey(orderId)) {
            throw new NotFoundException("biz_order " + "orderId=" + orderId + " not found");
        }
        return ResponseEntity.noContent().build();
    }
}
