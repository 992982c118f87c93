package com.ruoyi.system.service;

import com.ruoyi.system.domain.Customer;
import java.util.List;
import java.util.Map;

/**
 * Business operations on 客户信息表 ({@link Customer}).
 */
public interface ICustomerService {

    /** The row with the given key, or {@code null}. */
    Customer findByKey(Long customerId);

    /** The rows whose columns equal the non-null fields of {@code filter}, in key order. */
    List<Customer> list(Customer filter);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns and the generated key included). */
    Customer create(Customer row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<Customer> rows);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    Customer update(Customer row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    Customer patch(Long customerId, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long customerId);
}
