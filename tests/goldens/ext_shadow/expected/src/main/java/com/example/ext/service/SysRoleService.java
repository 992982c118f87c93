package com.example.ext.service;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.extension.service.IService;
import com.example.ext.common.PageResult;
import com.example.ext.entity.SysRole;
import java.util.List;
import java.util.Map;

/**
 * Sys role: our conventions (written by templates/service.java.jinja).
 */
public interface SysRoleService extends IService<SysRole> {

    SysRole findByKey(Long id);

    SysRole findByCode(String code);

    PageResult<SysRole> page(SysRole filter, long page, long size);

    SysRole create(SysRole row);

    SysRole update(SysRole row);

    SysRole patch(Long id, Map<String, Object> changes);

    boolean deleteByKey(Long id);

    /** Every row, in key order, at most {@code limit}. */
    default List<SysRole> firstRows(int limit) {
        return list(new QueryWrapper<SysRole>().last("LIMIT " + limit));
    }
}
