package com.ruoyi.web.controller.biz;

import com.ruoyi.common.annotation.Log;
import com.ruoyi.common.core.controller.BaseController;
import com.ruoyi.common.core.domain.AjaxResult;
import com.ruoyi.common.core.page.TableDataInfo;
import com.ruoyi.common.enums.BusinessType;
import com.ruoyi.system.domain.Customer;
import com.ruoyi.system.service.ICustomerService;
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
 * REST endpoints of 客户信息表 ({@link Customer}).
 */
@RestController
@RequestMapping("/biz/customer")
public class CustomerController extends BaseController {

    private final ICustomerService service;

    public CustomerController(ICustomerService service) {
        this.service = service;
    }

    @PreAuthorize("@ss.hasPermi('biz:customer:list')")
    @GetMapping("/list")
    public TableDataInfo page(@ModelAttribute Customer filter) {
        startPage();
        List<Customer> rows = service.list(filter);
        return getDataTable(rows);
    }

    @PreAuthorize("@ss.hasPermi('biz:customer:query')")
    @GetMapping("/{customerId}")
    public AjaxResult get(@PathVariable("customerId") Long customerId) {
        Customer row = service.findByKey(customerId);
        if (row == null) {
            return AjaxResult.error(404, "not found");
        }
        return AjaxResult.success(row);
    }

    @PreAuthorize("@ss.hasPermi('biz:customer:add')")
    @Log(title = "客户信息表", businessType = BusinessType.INSERT)
    @PostMapping("")
    public AjaxResult create(@Valid @RequestBody Customer row) {
        Customer stored = service.create(row);
        return AjaxResult.success(stored);
    }

    @PreAuthorize("@ss.hasPermi('biz:customer:edit')")
    @Log(title = "客户信息表", businessType = BusinessType.UPDATE)
    @PutMapping("/{customerId}")
    public AjaxResult update(@PathVariable("customerId") Long customerId,
            @RequestBody Customer row) {
        row.setCustomerId(customerId);
        Customer stored = service.update(row);
        if (stored == null) {
            return AjaxResult.error(404, "not found");
        }
        return AjaxResult.success(stored);
    }

    @PreAuthorize("@ss.hasPermi('biz:customer:edit')")
    @Log(title = "客户信息表", businessType = BusinessType.UPDATE)
    @PatchMapping("/{customerId}")
    public AjaxResult patch(@PathVariable("customerId") Long customerId,
            @RequestBody Map<String, Object> changes) {
        Customer stored = service.patch(customerId, changes);
        if (stored == null) {
            return AjaxResult.error(404, "not found");
        }
        return AjaxResult.success(stored);
    }

    @PreAuthorize("@ss.hasPermi('biz:customer:remove')")
    @Log(title = "客户信息表", businessType = BusinessType.DELETE)
    @DeleteMapping("/{customerId}")
    public AjaxResult delete(@PathVariable("customerId") Long customerId) {
        if (!service.deleteByKey(customerId)) {
            return AjaxResult.error(404, "not found");
        }
        return AjaxResult.success();
    }
}
