package com.ruoyi.system.service;

import com.ruoyi.system.domain.OrderItem;
import java.util.List;
import java.util.Map;

/**
 * Business operations on 订单明细表 ({@link OrderItem}).
 */
public interface IOrderItemService {

    /** The row with the given key, or {@code null}. */
    OrderItem findByKey(Long itemId);

    /** The rows whose columns equal the non-null fields of {@code filter}, in key order. */
    List<OrderItem> list(OrderItem filter);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns and the generated key included). */
    OrderItem create(OrderItem row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<OrderItem> rows);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    OrderItem update(OrderItem row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    OrderItem patch(Long itemId, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long itemId);
}
