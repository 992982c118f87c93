package com.example.demo.service.shop;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.demo.common.PageResult;
import com.example.demo.entity.shop.ShopOrderItem;

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
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<ShopOrderItem> page(ShopOrderItem filter, long page, long size);

    /** Insert {@code row} and return it. */
    ShopOrderItem create(ShopOrderItem row);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(ShopOrderItem row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long orderId, Long lineNo);
}
