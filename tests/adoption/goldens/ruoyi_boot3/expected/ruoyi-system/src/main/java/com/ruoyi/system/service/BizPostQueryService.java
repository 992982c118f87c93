package com.ruoyi.system.service;

import com.ruoyi.system.domain.SysPost;
import com.ruoyi.system.mapper.BizPostQueryMapper;
import java.util.AbstractMap;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The list query of 岗位信息表 ({@link SysPost}) behind its controller: each
 * method is one read-only transaction.
 */
@Service
public class BizPostQueryService {

    private final BizPostQueryMapper mapper;

    public BizPostQueryService(BizPostQueryMapper mapper) {
        this.mapper = mapper;
    }

    /** How many rows match {@code p} (the key), and the page of them it asks for (the value). */
    @Transactional(readOnly = true)
    public Map.Entry<Long, List<SysPost>> page(Map<String, Object> p) {
        long total = mapper.countQuery(p);
        List<SysPost> rows = total == 0 ? Collections.<SysPost>emptyList() : mapper.selectQuery(p);
        return new AbstractMap.SimpleImmutableEntry<>(total, rows);
    }

    /** The rows {@code p} selects (one page when PageHelper started one on this thread). */
    @Transactional(readOnly = true)
    public List<SysPost> select(Map<String, Object> p) {
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
