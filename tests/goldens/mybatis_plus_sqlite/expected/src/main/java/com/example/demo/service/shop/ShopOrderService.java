package com.example.demo.service.shop;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.demo.common.PageResult;
import com.example.demo.entity.shop.ShopOrder;

/**
 * Business operations on Shop order ({@link ShopOrder}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface ShopOrderService extends IService<ShopOrder> {

    /** The row with the given key, or {@code null}. */
    ShopOrder findByKey(Long id);

    /** The row with the given order_no (a unique key), or {@code null}. */
    ShopOrder findByOrderNo(String orderNo);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<ShopOrder> page(ShopOrder filter, long page, long size);

    /** Insert {@code row} and return it with its generated key. */
    ShopOrder create(ShopOrder row);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(ShopOrder row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long id);
}
