package me.zhengjie.modules.biz.rest;

import io.swagger.annotations.Api;
import io.swagger.annotations.ApiOperation;
import io.swagger.annotations.ApiResponse;
import io.swagger.annotations.ApiResponses;
import java.util.Map;
import javax.validation.Valid;
import me.zhengjie.common.NotFoundException;
import me.zhengjie.modules.biz.domain.OrderItem;
import me.zhengjie.modules.biz.service.OrderItemService;
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

    @ApiOperation(value = "List OrderItem (paged, filtered by any field)", nickname = "orderItemList")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)")})
    @PreAuthorize("@el.check('orderitem:list')")
    @GetMapping("")
    public ResponseEntity<PageResult<OrderItem>> page(
            @ModelAttribute OrderItem filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(service.page(filter, page, size));
    }

    @ApiOperation(value = "Get one OrderItem", nickname = "orderItemGet")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 404, message = "Not found")})
    @GetMapping("/{itemId}")
    public ResponseEntity<OrderItem> get(@PathVariable("itemId") Long itemId) {
        OrderItem row = service.findByKey(itemId);
        if (row == null) {
            throw new NotFoundException("biz_order_item " + "itemId=" + itemId + " not found");
        }
        return ResponseEntity.ok(row);
    }

    @ApiOperation(value = "Create OrderItem", nickname = "orderItemCreate")
    @ApiResponses({@ApiResponse(code = 201, message = "Created: the row as stored"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)"), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)")})
    @PreAuthorize("@el.check('orderitem:add')")
    @PostMapping("")
    public ResponseEntity<OrderItem> create(@Valid @RequestBody OrderItem row) {
        OrderItem stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{itemId}").buildAndExpand(stored.getItemId()).toUri()).body(stored);
    }

    @ApiOperation(value = "Replace OrderItem (every writable field; a field left out becomes null, but a write-only or audit field keeps its value)", nickname = "orderItemUpdate")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 404, message = "Not found"), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)"), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)")})
    @PreAuthorize("@el.check('orderitem:edit')")
    @PutMapping("/{itemId}")
    public ResponseEntity<OrderItem> update(@PathVariable("itemId") Long itemId,
            @RequestBody OrderItem row) {
        row.setItemId(itemId);
        OrderItem stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("biz_order_item " + "itemId=" + itemId + " not found");
        }
        return ResponseEntity.ok(stored);
    }

    @ApiOperation(value = "Change OrderItem (only the fields sent; null clears one)", nickname = "orderItemPatch")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 404, message = "Not found"), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)"), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)")})
    @PreAuthorize("@el.check('orderitem:edit')")
    @PatchMapping("/{itemId}")
    public ResponseEntity<OrderItem> patch(@PathVariable("itemId") Long itemId,
            @RequestBody Map<String, Object> changes) {
        OrderItem stored = service.patch(itemId, changes);
        if (stored == null) {
            throw new NotFoundException("biz_order_item " + "itemId=" + itemId + " not found");
        }
        return ResponseEntity.ok(stored);
    }

    @ApiOperation(value = "Delete OrderItem", nickname = "orderItemDelete")
    @ApiResponses({@ApiResponse(code = 204, message = "Deleted"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 404, message = "Not found"), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)")})
    @PreAuthorize("@el.check('orderitem:del')")
    @DeleteMapping("/{itemId}")
    public ResponseEntity<Void> delete(@PathVariable("itemId") Long itemId) {
        if (!service.deleteByKey(itemId)) {
            throw new NotFoundException("biz_order_item " + "itemId=" + itemId + " not found");
        }
        return ResponseEntity.noContent().build();
    }
}
