package me.zhengjie.modules.biz.service;

import java.util.AbstractMap;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import me.zhengjie.modules.biz.domain.Order;
import me.zhengjie.modules.biz.mapper.OrderQueryMapper;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The list query of 订单表 ({@link Order}) behind its controller: each
 * method is one read-only transaction.
 */
@Service
public class OrderQueryService {

    private final OrderQueryMapper mapper;

    public OrderQueryService(OrderQueryMapper mapper) {
        this.mapper = mapper;
    }

    /** How many rows match {@code p} (the key), and the page of them it asks for (the value). */
    @Transactional(readOnly = true)
    public Map.Entry<Long, List<Order>> page(Map<String, Object> p) {
        long total = mapper.countQuery(p);
        List<Order> rows = total == 0 ? Collections.<Order>emptyList() : mapper.selectQuery(p);
        return new AbstractMap.SimpleImmutableEntry<>(total, rows);
    }

    /** The rows {@code p} selects (one page when PageHelper started one on this thread). */
    @Transactional(readOnly = true)
    public List<Order> select(Map<String, Object> p) {
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
