package com.example.demo.service;

import com.example.demo.entity.ShopOrder;
import com.example.demo.mapper.ShopOrderQueryMapper;
import java.util.AbstractMap;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The list query of Shop order ({@link ShopOrder}) behind its controller: each
 * method is one read-only transaction.
 */
@Service
public class ShopOrderQueryService {

    private final ShopOrderQueryMapper mapper;

    public ShopOrderQueryService(ShopOrderQueryMapper mapper) {
        this.mapper = mapper;
    }

    /** How many rows match {@code p} (the key), and the page of them it asks for (the value). */
    @Transactional(readOnly = true)
    public Map.Entry<Long, List<ShopOrder>> page(Map<String, Object> p) {
        long total = mapper.countQuery(p);
        List<ShopOrder> rows = total == 0 ? Collections.<ShopOrder>emptyList() : mapper.selectQuery(p);
        return new AbstractMap.SimpleImmutableEntry<>(total, rows);
    }

    /** The rows {@code p} selects (one page when PageHelper started one on this thread). */
    @Transactional(readOnly = true)
    public List<ShopOrder> select(Map<String, Object> p) {
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
