package com.example.clash.service;

import com.example.clash.entity.Result;
import com.example.clash.mapper.ResultQueryMapper;
import java.util.AbstractMap;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The list query of Result ({@link Result}) behind its controller: each
 * method is one read-only transaction.
 */
@Service
public class ResultQueryService {

    private final ResultQueryMapper mapper;

    public ResultQueryService(ResultQueryMapper mapper) {
        this.mapper = mapper;
    }

    /** How many rows match {@code p} (the key), and the page of them it asks for (the value). */
    @Transactional(readOnly = true)
    public Map.Entry<Long, List<Result>> page(Map<String, Object> p) {
        long total = mapper.countQuery(p);
        List<Result> rows = total == 0 ? Collections.<Result>emptyList() : mapper.selectQuery(p);
        return new AbstractMap.SimpleImmutableEntry<>(total, rows);
    }

    /** The rows {@code p} selects (one page when PageHelper started one on this thread). */
    @Transactional(readOnly = true)
    public List<Result> select(Map<String, Object> p) {
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
