package com.example.clash.service;

import com.example.clash.entity.List;
import com.example.clash.mapper.ListQueryMapper;
import java.util.AbstractMap;
import java.util.Collections;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The list query of List ({@link List}) behind its controller: each
 * method is one read-only transaction.
 */
@Service
public class ListQueryService {

    private final ListQueryMapper mapper;

    public ListQueryService(ListQueryMapper mapper) {
        this.mapper = mapper;
    }

    /** How many rows match {@code p} (the key), and the page of them it asks for (the value). */
    @Transactional(readOnly = true)
    public Map.Entry<Long, java.util.List<List>> page(Map<String, Object> p) {
        long total = mapper.countQuery(p);
        java.util.List<List> rows = total == 0 ? Collections.<List>emptyList() : mapper.selectQuery(p);
        return new AbstractMap.SimpleImmutableEntry<>(total, rows);
    }

    /** The rows {@code p} selects (one page when PageHelper started one on this thread). */
    @Transactional(readOnly = true)
    public java.util.List<List> select(Map<String, Object> p) {
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
