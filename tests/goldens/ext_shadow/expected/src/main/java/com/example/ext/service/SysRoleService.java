package com.example.ext.service;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.extension.service.IService;
import com.example.ext.common.PageResult;
import com.example.ext.entity.SysRole;
import java.util.List;

/**
 * Sys role: our conventions (written by templates/service.java.jinja).
 */
public interface SysRoleService extends IService<SysRole> {

    SysRole findByKey(Long id);

    PageResult<SysRole> page(SysRole filter, long page, long size);

    SysRole create(SysRole row);

    boolean update(SysRole row);

    boolean deleteByKey(Long id);

    /** Every row, in key order, at most {@code limit}. */
    default List<SysRole> firstRows(int limit) {
        return list(new QueryWrapper<SysRole>().last("LIMIT " + limit));
    }
}
