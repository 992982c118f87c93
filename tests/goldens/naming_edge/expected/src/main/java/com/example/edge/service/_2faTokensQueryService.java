package com.example.edge.service;

import com.example.edge.entity._2faTokens;
import com.example.edge.mapper._2faTokensQueryMapper;
import java.util.AbstractMap;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The list query of 2fa tokens ({@link _2faTokens}) behind its controller: each
 * method is one read-only transaction.
 */
@Service
public class _2faTokensQueryService {

    private final _2faTokensQueryMapper mapper;

    public _2faTokensQueryService(_2faTokensQueryMapper mapper) {
        this.mapper = mapper;
    }

    /** How many rows match {@code p} (the key), and the page of them it asks for (the value). */
    @Transactional(readOnly = true)
    public Map.Entry<Long, List<_2faTokens>> page(Map<String, Object> p) {
        long total = mapper.countQuery(p);
        List<_2faTokens> rows = total == 0 ? Collections.<_2faTokens>emptyList() : mapper.selectQuery(p);
        return new AbstractMap.SimpleImmutableEntry<>(total, rows);
    }

    /** The rows {@code p} selects (one page when PageHelper started one on this thread). */
    @Transactional(readOnly = true)
    public List<_2faTokens> select(Map<String, Object> p) {
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
