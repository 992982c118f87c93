package com.ruoyi.system.service;

import com.ruoyi.system.domain.Order;
import java.util.List;

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

    /** Insert {@code row} and return it with its generated key. */
    Order create(Order row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<Order> rows);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(Order row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long orderId);
}
