package com.ruoyi.web.controller.biz;

import com.ruoyi.common.core.controller.BaseController;
import com.ruoyi.common.core.domain.AjaxResult;
import com.ruoyi.common.core.page.TableDataInfo;
import com.ruoyi.system.domain.Customer;
import com.ruoyi.system.service.CustomerQueryService;
import java.util.List;
import java.util.Map;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The list query of 客户信息表 ({@link Customer}): filters by operator, {@code sort}
 * against {@link CustomerCriteria#SORTABLE}, pages of at most 500 rows.
 */
@RestController
@RequestMapping("/biz/customer")
public class CustomerQueryController extends BaseController {

    private final CustomerQueryService service;

    public CustomerQueryController(CustomerQueryService service) {
        this.service = service;
    }

    @PreAuthorize("@ss.hasPermi('biz:customer:list')")
    @GetMapping("/query")
    public TableDataInfo query(@ModelAttribute CustomerCriteria query) {
        Map<String, Object> p = query.toParams();
        startPage();
        List<Customer> rows = service.select(p);
        return getDataTable(rows);
    }

    @PreAuthorize("@ss.hasPermi('biz:customer:list')")
    @GetMapping("/count")
    public AjaxResult count(@ModelAttribute CustomerCriteria query) {
        return AjaxResult.success(service.count(query.toParams()));
    }

    @PreAuthorize("@ss.hasPermi('biz:customer:list')")
    @GetMapping("/exists")
    public AjaxResult exists(@ModelAttribute CustomerCriteria query) {
        return AjaxResult.success(service.exists(query.toParams()));
    }
}
