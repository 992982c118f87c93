package com.ruoyi.web.controller.biz;

import com.ruoyi.common.annotation.Log;
import com.ruoyi.common.core.controller.BaseController;
import com.ruoyi.common.core.domain.AjaxResult;
import com.ruoyi.common.core.page.TableDataInfo;
import com.ruoyi.common.enums.BusinessType;
import com.ruoyi.system.domain.SysPost;
import com.ruoyi.system.service.IBizPostService;
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
 * REST endpoints of 岗位信息表 ({@link SysPost}).
 */
@RestController
@RequestMapping("/biz/bizpost")
public class BizPostController extends BaseController {

    private final IBizPostService service;

    public BizPostController(IBizPostService service) {
        this.service = service;
    }

    @PreAuthorize("@ss.hasPermi('biz:bizpost:list')")
    @GetMapping("/list")
    public TableDataInfo page(@ModelAttribute SysPost filter) {
        startPage();
        List<SysPost> rows = service.list(filter);
        return getDataTable(rows);
    }

    @PreAuthorize("@ss.hasPermi('biz:bizpost:query')")
    @GetMapping("/{postId}")
    public AjaxResult get(@PathVariable("postId") Long postId) {
        SysPost row = service.findByKey(postId);
        if (row == null) {
            return AjaxResult.error(404, "not found");
        }
        return AjaxResult.success(row);
    }

    @PreAuthorize("@ss.hasPermi('biz:bizpost:add')")
    @Log(title = "岗位信息表", businessType = BusinessType.INSERT)
    @PostMapping("")
    public AjaxResult create(@Valid @RequestBody SysPost row) {
        SysPost stored = service.create(row);
        return AjaxResult.success(stored);
    }

    @PreAuthorize("@ss.hasPermi('biz:bizpost:edit')")
    @Log(title = "岗位信息表", businessType = BusinessType.UPDATE)
    @PutMapping("/{postId}")
    public AjaxResult update(@PathVariable("postId") Long postId,
            @RequestBody SysPost row) {
        row.setPostId(postId);
        SysPost stored = service.update(row);
        if (stored == null) {
            return AjaxResult.error(404, "not found");
        }
        return AjaxResult.success(stored);
    }

    @PreAuthorize("@ss.hasPermi('biz:bizpost:edit')")
    @Log(title = "岗位信息表", businessType = BusinessType.UPDATE)
    @PatchMapping("/{postId}")
    public AjaxResult patch(@PathVariable("postId") Long postId,
            @RequestBody Map<String, Object> changes) {
        SysPost stored = service.patch(postId, changes);
        if (stored == null) {
            return AjaxResult.error(404, "not found");
        }
        return AjaxResult.success(stored);
    }

    @PreAuthorize("@ss.hasPermi('biz:bizpost:remove')")
    @Log(title = "岗位信息表", businessType = BusinessType.DELETE)
    @DeleteMapping("/{postId}")
    public AjaxResult delete(@PathVariable("postId") Long postId) {
        if (!service.deleteByKey(postId)) {
            return AjaxResult.error(404, "not found");
        }
        return AjaxResult.success();
    }
}
