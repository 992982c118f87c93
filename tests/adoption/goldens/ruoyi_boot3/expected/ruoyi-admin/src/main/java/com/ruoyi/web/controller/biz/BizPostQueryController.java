package com.ruoyi.web.controller.biz;

import com.ruoyi.common.core.controller.BaseController;
import com.ruoyi.common.core.domain.AjaxResult;
import com.ruoyi.common.core.page.TableDataInfo;
import com.ruoyi.system.domain.SysPost;
import com.ruoyi.system.service.BizPostQueryService;
import java.util.List;
import java.util.Map;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The list query of 岗位信息表 ({@link SysPost}): filters by operator, {@code sort}
 * against {@link BizPostCriteria#SORTABLE}, pages of at most 500 rows.
 */
@RestController
@RequestMapping("/biz/bizpost")
public class BizPostQueryController extends BaseController {

    private final BizPostQueryService service;

    public BizPostQueryController(BizPostQueryService service) {
        this.service = service;
    }

    @PreAuthorize("@ss.hasPermi('biz:bizpost:list')")
    @GetMapping("/query")
    public TableDataInfo query(@ModelAttribute BizPostCriteria query) {
        Map<String, Object> p = query.toParams();
        startPage();
        List<SysPost> rows = service.select(p);
        return getDataTable(rows);
    }

    @PreAuthorize("@ss.hasPermi('biz:bizpost:list')")
    @GetMapping("/count")
    public AjaxResult count(@ModelAttribute BizPostCriteria query) {
        return AjaxResult.success(service.count(query.toParams()));
    }

    @PreAuthorize("@ss.hasPermi('biz:bizpost:list')")
    @GetMapping("/exists")
    public AjaxResult exists(@ModelAttribute BizPostCriteria query) {
        return AjaxResult.success(service.exists(query.toParams()));
    }
}
