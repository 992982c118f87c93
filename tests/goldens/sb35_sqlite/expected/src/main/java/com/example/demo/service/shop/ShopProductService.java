package com.example.demo.service.shop;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.demo.common.PageResponse;
import com.example.demo.entity.shop.ShopProduct;

/**
 * Business operations on Shop product ({@link ShopProduct}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface ShopProductService extends IService<ShopProduct> {

    /** The row with the given key, or {@code null}. */
    ShopProduct findByKey(Long id);

    /** The row with the given sku (a unique key), or {@code null}. */
    ShopProduct findBySku(String sku);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResponse<ShopProduct> page(ShopProduct filter, long page, long size);

    /** Insert {@code row} and return it with its generated key. */
    ShopProduct create(ShopProduct row);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(ShopProduct row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long id);
}
