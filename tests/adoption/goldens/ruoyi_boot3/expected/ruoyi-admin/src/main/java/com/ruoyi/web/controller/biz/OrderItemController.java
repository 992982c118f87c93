package com.ruoyi.web.controller.biz;

import com.ruoyi.common.annotation.Log;
import com.ruoyi.common.core.controller.BaseController;
import com.ruoyi.common.core.domain.AjaxResult;
import com.ruoyi.common.core.page.TableDataInfo;
import com.ruoyi.common.enums.BusinessType;
import com.ruoyi.system.domain.OrderItem;
import com.ruoyi.system.service.IOrderItemService;
import jakarta.validation.Valid;
import java.util.List;
import java.util.Map;
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
import org.springframework.web.bind.annotation.RestController;

/**
 * REST endpoints of 订单明细表 ({@link OrderItem}).
 */
@RestController
@RequestMapping("/biz/orderitem")
public class OrderItemController extends BaseController {

    private final IOrderItemService service;

    public OrderItemController(IOrderItemService service) {
        this.service = service;
    }

    @PreAuthorize("@ss.hasPermi('biz:orderitem:list')")
    @GetMapping("/list")
    public TableDataInfo page(@ModelAttribute OrderItem filter) {
        startPage();
        List<OrderItem> rows = service.list(filter);
        return getDataTable(rows);
    }

    @PreAuthorize("@ss.hasPermi('biz:orderitem:query')")
    @GetMapping("/{itemId}")
    public AjaxResult get(@PathVariable("itemId") Long itemId) {
        OrderItem row = service.findByKey(itemId);
        if (row == null) {
            return AjaxResult.error(404, "not found");
        }
        return AjaxResult.success(row);
    }

    @PreAuthorize("@ss.hasPermi('biz:orderitem:add')")
    @Log(title = "订单明细表", businessType = BusinessType.INSERT)
    @PostMapping("")
    public AjaxResult create(@Valid @RequestBody OrderItem row) {
        OrderItem stored = service.create(row);
        return AjaxResult.success(stored);
    }

    @PreAuthorize("@ss.hasPermi('biz:orderitem:edit')")
    @Log(title = "订单明细表", businessType = BusinessType.UPDATE)
    @PutMapping("/{itemId}")
    public AjaxResult update(@PathVariable("itemId") Long itemId,
            @RequestBody OrderItem row) {
        row.setItemId(itemId);
        OrderItem stored = service.update(row);
        if (stored == null) {
            return AjaxResult.error(404, "not found");
        }
        return AjaxResult.success(stored);
    }

    @PreAuthorize("@ss.hasPermi('biz:orderitem:edit')")
    @Log(title = "订单明细表", businessType = BusinessType.UPDATE)
    @PatchMapping("/{itemId}")
    public AjaxResult patch(@PathVariable("itemId") Long itemId,
            @RequestBody Map<String, Object> changes) {
        OrderItem stored = service.patch(itemId, changes);
        if (stored == null) {
            return AjaxResult.error(404, "not found");
        }
        return AjaxResult.success(stored);
    }

    @PreAuthorize("@ss.hasPermi('biz:orderitem:remove')")
    @Log(title = "订单明细表", businessType = BusinessType.DELETE)
    @DeleteMapping("/{itemId}")
    public AjaxResult delete(@PathVariable("itemId") Long itemId) {
        if (!service.deleteByKey(itemId)) {
            return AjaxResult.error(404, "not found");
        }
        return AjaxResult.success();
    }
}
