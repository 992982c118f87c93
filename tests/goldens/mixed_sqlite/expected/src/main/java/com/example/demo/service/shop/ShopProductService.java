package com.example.demo.service.shop;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.demo.common.PageResult;
import com.example.demo.entity.shop.ShopProduct;
import java.util.List;
import java.util.Map;

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
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<ShopProduct> page(ShopProduct filter, long page, long size);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns and the generated key included). */
    ShopProduct create(ShopProduct row);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    ShopProduct update(ShopProduct row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    ShopProduct patch(Long id, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long id);

    /** Insert several rows in one statement; returns how many were inserted. */
    int createBatch(List<ShopProduct> rows);

    /** Insert {@code row}, or update the existing row with its key; returns the row as stored. */
    ShopProduct upsert(ShopProduct row);
}
