package com.ruoyi.web.controller.biz;

import com.ruoyi.common.core.controller.BaseController;
import com.ruoyi.common.core.domain.AjaxResult;
import com.ruoyi.common.core.page.TableDataInfo;
import com.ruoyi.system.domain.Order;
import com.ruoyi.system.service.OrderQueryService;
import java.util.List;
import java.util.Map;
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
@RequestMapping("/biz/order")
public class OrderQueryController extends BaseController {

    private final OrderQueryService service;

    public OrderQueryController(OrderQueryService service) {
        this.service = service;
    }

    @PreAuthorize("@ss.hasPermi('biz:order:list')")
    @GetMapping("/query")
    public TableDataInfo query(@ModelAttribute OrderCriteria query) {
        Map<String, Object> p = query.toParams();
        startPage();
        List<Order> rows = service.select(p);
        return getDataTable(rows);
    }

    @PreAuthorize("@ss.hasPermi('biz:order:list')")
    @GetMapping("/count")
    public AjaxResult count(@ModelAttribute OrderCriteria query) {
        return AjaxResult.success(service.count(query.toParams()));
    }

    @PreAuthorize("@ss.hasPermi('biz:order:list')")
    @GetMapping("/exists")
    public AjaxResult exists(@ModelAttribute OrderCriteria query) {
        return AjaxResult.success(service.exists(query.toParams()));
    }
}
