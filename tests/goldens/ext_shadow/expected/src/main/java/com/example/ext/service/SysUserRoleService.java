package com.example.ext.service;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.extension.service.IService;
import com.example.ext.common.PageResult;
import com.example.ext.entity.SysUserRole;
import java.util.List;
import java.util.Map;

/**
 * Sys user role: our conventions (written by templates/service.java.jinja).
 */
public interface SysUserRoleService extends IService<SysUserRole> {

    SysUserRole findByKey(Long userId, Long roleId);

    PageResult<SysUserRole> page(SysUserRole filter, long page, long size);

    SysUserRole create(SysUserRole row);

    SysUserRole update(SysUserRole row);

    SysUserRole patch(Long userId, Long roleId, Map<String, Object> changes);

    boolean deleteByKey(Long userId, Long roleId);

    /** Every row, in key order, at most {@code limit}. */
    default List<SysUserRole> firstRows(int limit) {
        return list(new QueryWrapper<SysUserRole>().last("LIMIT " + limit));
    }
}
