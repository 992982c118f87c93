package com.ruoyi.web.controller.biz;

import com.ruoyi.common.core.controller.BaseController;
import com.ruoyi.common.core.domain.AjaxResult;
import com.ruoyi.common.core.page.TableDataInfo;
import com.ruoyi.system.domain.OrderItem;
import com.ruoyi.system.service.OrderItemQueryService;
import java.util.List;
import java.util.Map;
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
@RequestMapping("/biz/orderitem")
public class OrderItemQueryController extends BaseController {

    private final OrderItemQueryService service;

    public OrderItemQueryController(OrderItemQueryService service) {
        this.service = service;
    }

    @PreAuthorize("@ss.hasPermi('biz:orderitem:list')")
    @GetMapping("/query")
    public TableDataInfo query(@ModelAttribute OrderItemCriteria query) {
        Map<String, Object> p = query.toParams();
        startPage();
        List<OrderItem> rows = service.select(p);
        return getDataTable(rows);
    }

    @PreAuthorize("@ss.hasPermi('biz:orderitem:list')")
    @GetMapping("/count")
    public AjaxResult count(@ModelAttribute OrderItemCriteria query) {
        return AjaxResult.success(service.count(query.toParams()));
    }

    @PreAuthorize("@ss.hasPermi('biz:orderitem:list')")
    @GetMapping("/exists")
    public AjaxResult exists(@ModelAttribute OrderItemCriteria query) {
        return AjaxResult.success(service.exists(query.toParams()));
    }
}
