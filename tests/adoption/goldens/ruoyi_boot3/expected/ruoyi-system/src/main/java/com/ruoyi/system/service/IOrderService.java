package com.ruoyi.system.service;

import com.ruoyi.system.domain.Order;
import java.util.List;
import java.util.Map;

/**
 * Business operations on 订单表 ({@link Order}).
 */
public interface IOrderService {

    /** The row with the given key, or {@code null}. */
    Order findByKey(Long orderId);

    /** The row with the given order_no (a unique key), or {@code null}. */
    Order findByOrderNo(String orderNo);

    /** The rows whose columns equal the non-null fields of {@code filter}, in key order. */
    List<Order> list(Order filter);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns and the generated key included). */
    Order create(Order row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<Order> rows);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    Order update(Order row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    Order patch(Long orderId, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long orderId);
}
