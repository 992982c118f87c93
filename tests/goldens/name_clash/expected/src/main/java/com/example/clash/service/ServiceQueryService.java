package com.example.clash.service;

import com.example.clash.entity.Service;
import com.example.clash.mapper.ServiceQueryMapper;
import java.util.AbstractMap;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.transaction.annotation.Transactional;

/**
 * The list query of Service ({@link Service}) behind its controller: each
 * method is one read-only transaction.
 */
@org.springframework.stereotype.Service
public class ServiceQueryService {

    private final ServiceQueryMapper mapper;

    public ServiceQueryService(ServiceQueryMapper mapper) {
        this.mapper = mapper;
    }

    /** How many rows match {@code p} (the key), and the page of them it asks for (the value). */
    @Transactional(readOnly = true)
    public Map.Entry<Long, List<Service>> page(Map<String, Object> p) {
        long total = mapper.countQuery(p);
        List<Service> rows = total == 0 ? Collections.<Service>emptyList() : mapper.selectQuery(p);
        return new AbstractMap.SimpleImmutableEntry<>(total, rows);
    }

    /** The rows {@code p} selects (one page when PageHelper started one on this thread). */
    @Transactional(readOnly = true)
    public List<Service> select(Map<String, Object> p) {
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
