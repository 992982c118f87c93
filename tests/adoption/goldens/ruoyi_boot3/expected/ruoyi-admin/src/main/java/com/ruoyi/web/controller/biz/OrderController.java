package com.ruoyi.web.controller.biz;

import com.ruoyi.common.annotation.Log;
import com.ruoyi.common.core.controller.BaseController;
import com.ruoyi.common.core.domain.AjaxResult;
import com.ruoyi.common.core.page.TableDataInfo;
import com.ruoyi.common.enums.BusinessType;
import com.ruoyi.system.domain.Order;
import com.ruoyi.system.service.IOrderService;
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
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * REST endpoints of 订单表 ({@link Order}).
 */
@RestController
@RequestMapping("/biz/order")
public class OrderController extends BaseController {

    private final IOrderService service;

    public OrderController(IOrderService service) {
        this.service = service;
    }

    @PreAuthorize("@ss.hasPermi('biz:order:list')")
    @GetMapping("/list")
    public TableDataInfo page(@ModelAttribute Order filter) {
        startPage();
        List<Order> rows = service.list(filter);
        return getDataTable(rows);
    }

    @PreAuthorize("@ss.hasPermi('biz:order:query')")
    @GetMapping("/{orderId}")
    public AjaxResult get(@PathVariable("orderId") Long orderId) {
        Order row = service.findByKey(orderId);
        if (row == null) {
            return AjaxResult.error(404, "not found");
        }
        return AjaxResult.success(row);
    }

    @PreAuthorize("@ss.hasPermi('biz:order:query')")
    @GetMapping("/by-order-no")
    public AjaxResult getByOrderNo(@RequestParam("orderNo") String orderNo) {
        Order row = service.findByOrderNo(orderNo);
        if (row == null) {
            return AjaxResult.error(404, "not found");
        }
        return AjaxResult.success(row);
    }

    @PreAuthorize("@ss.hasPermi('biz:order:add')")
    @Log(title = "订单表", businessType = BusinessType.INSERT)
    @PostMapping("")
    public AjaxResult create(@Valid @RequestBody Order row) {
        Order stored = service.create(row);
        return AjaxResult.success(stored);
    }

    @PreAuthorize("@ss.hasPermi('biz:order:edit')")
    @Log(title = "订单表", businessType = BusinessType.UPDATE)
    @PutMapping("/{orderId}")
    public AjaxResult update(@PathVariable("orderId") Long orderId,
            @RequestBody Order row) {
        row.setOrderId(orderId);
        Order stored = service.update(row);
        if (stored == null) {
            return AjaxResult.error(404, "not found");
        }
        return AjaxResult.success(stored);
    }

    @PreAuthorize("@ss.hasPermi('biz:order:edit')")
    @Log(title = "订单表", businessType = BusinessType.UPDATE)
    @PatchMapping("/{orderId}")
    public AjaxResult patch(@PathVariable("orderId") Long orderId,
            @RequestBody Map<String, Object> changes) {
        Order stored = service.patch(orderId, changes);
        if (stored == null) {
            return AjaxResult.error(404, "not found");
        }
        return AjaxResult.success(stored);
    }

    @PreAuthorize("@ss.hasPermi('biz:order:remove')")
    @Log(title = "订单表", businessType = BusinessType.DELETE)
    @DeleteMapping("/{orderId}")
    public AjaxResult delete(@PathVariable("orderId") Long orderId) {
        if (!service.deleteByKey(orderId)) {
            return AjaxResult.error(404, "not found");
        }
        return AjaxResult.success();
    }
}
