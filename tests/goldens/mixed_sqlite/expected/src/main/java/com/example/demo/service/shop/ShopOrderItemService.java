package com.example.demo.service.shop;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.demo.common.PageResult;
import com.example.demo.entity.shop.ShopOrderItem;
import java.util.List;
import java.util.Map;

/**
 * Business operations on Shop order item ({@link ShopOrderItem}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface ShopOrderItemService extends IService<ShopOrderItem> {

    /** The row with the given key, or {@code null}. */
    ShopOrderItem findByKey(Long orderId, Long lineNo);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<ShopOrderItem> page(ShopOrderItem filter, long page, long size);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns included). */
    ShopOrderItem create(ShopOrderItem row);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    ShopOrderItem update(ShopOrderItem row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    ShopOrderItem patch(Long orderId, Long lineNo, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long orderId, Long lineNo);

    /** Insert several rows in one statement; returns how many were inserted. */
    int createBatch(List<ShopOrderItem> rows);

    /** Insert {@code row}, or update the existing row with its key; returns the row as stored. */
    ShopOrderItem upsert(ShopOrderItem row);
}
