package com.example.demo.service.shop;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.demo.common.PageResult;
import com.example.demo.entity.shop.ShopReview;

/**
 * Business operations on Shop review ({@link ShopReview}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface ShopReviewService extends IService<ShopReview> {

    /** The row with the given key, or {@code null}. */
    ShopReview findByKey(Long id);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<ShopReview> page(ShopReview filter, long page, long size);

    /** Insert {@code row} and return it with its generated key. */
    ShopReview create(ShopReview row);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(ShopReview row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long id);
}
