package com.example.sakila.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Inventory;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Business operations on Inventory ({@link Inventory}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface InventoryService extends IService<Inventory> {

    /** The row with the given key, or {@code null}. */
    Inventory findByKey(Long inventoryId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<Inventory> page(Inventory filter, long page, long size);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns and the generated key included). */
    Inventory create(Inventory row);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    Inventory update(Inventory row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    Inventory patch(Long inventoryId, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long inventoryId);

    /** The relations {@code with} may name: {@code film}. */
    List<String> RELATIONS = Collections.unmodifiableList(Arrays.asList("film"));

    /** Load the relations named in {@code with} into {@code rows}, one read per relation for all rows; a name not in {@link #RELATIONS} is refused (400). */
    void loadRelations(List<Inventory> rows, Collection<String> with);
}
