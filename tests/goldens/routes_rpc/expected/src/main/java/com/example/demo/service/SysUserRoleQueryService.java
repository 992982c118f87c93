package com.example.demo.service;

import com.example.demo.entity.SysUserRole;
import com.example.demo.mapper.SysUserRoleQueryMapper;
import java.util.AbstractMap;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The list query of Sys user role ({@link SysUserRole}) behind its controller: each
 * method is one read-only transaction.
 */
@Service
public class SysUserRoleQueryService {

    private final SysUserRoleQueryMapper mapper;

    public SysUserRoleQueryService(SysUserRoleQueryMapper mapper) {
        this.mapper = mapper;
    }

    /** How many rows match {@code p} (the key), and the page of them it asks for (the value). */
    @Transactional(readOnly = true)
    public Map.Entry<Long, List<SysUserRole>> page(Map<String, Object> p) {
        long total = mapper.countQuery(p);
        List<SysUserRole> rows = total == 0 ? Collections.<SysUserRole>emptyList() : mapper.selectQuery(p);
        return new AbstractMap.SimpleImmutableEntry<>(total, rows);
    }

    /** The rows {@code p} selects (one page when PageHelper started one on this thread). */
    @Transactional(readOnly = true)
    public List<SysUserRole> select(Map<String, Object> p) {
        return mapper.selectQuery(p);
    }

    /** How many rows match {@code p}. */
    @Transactional(readOnly = true)
    public long count(Map<String, Object> p) {
        return mapper.countQuery(p);
    }

    /** Whether any row matches {@code p}. */
    @Transactional(readOnly = true)
    public boolean exists(Map<String, Object> p) {
        return mapper.existsQuery(p) != null;
    }
}
