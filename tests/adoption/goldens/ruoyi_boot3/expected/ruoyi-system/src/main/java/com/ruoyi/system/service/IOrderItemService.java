package com.ruoyi.system.service;

import com.ruoyi.system.domain.OrderItem;
import java.util.List;

/**
 * Business operations on 订单明细表 ({@link OrderItem}).
 */
public interface IOrderItemService {

    /** The row with the given key, or {@code null}. */
    OrderItem findByKey(Long itemId);

    /** The rows whose columns equal the non-null fields of {@code filter}, in key order. */
    List<OrderItem> list(OrderItem filter);

    /** Insert {@code row} and return it with its generated key. */
    OrderItem create(OrderItem row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<OrderItem> rows);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(OrderItem row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long itemId);
}
