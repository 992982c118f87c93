package me.zhengjie.modules.biz.service;

import java.util.AbstractMap;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import me.zhengjie.modules.biz.mapper.BizJobQueryMapper;
import me.zhengjie.modules.system.domain.Job;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The list query of 岗位 ({@link Job}) behind its controller: each
 * method is one read-only transaction.
 */
@Service
public class BizJobQueryService {

    private final BizJobQueryMapper mapper;

    public BizJobQueryService(BizJobQueryMapper mapper) {
        this.mapper = mapper;
    }

    /** How many rows match {@code p} (the key), and the page of them it asks for (the value). */
    @Transactional(readOnly = true)
    public Map.Entry<Long, List<Job>> page(Map<String, Object> p) {
        long total = mapper.countQuery(p);
        List<Job> rows = total == 0 ? Collections.<Job>emptyList() : mapper.selectQuery(p);
        return new AbstractMap.SimpleImmutableEntry<>(total, rows);
    }

    /** The rows {@code p} selects (one page when PageHelper started one on this thread). */
    @Transactional(readOnly = true)
    public List<Job> select(Map<String, Object> p) {
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
