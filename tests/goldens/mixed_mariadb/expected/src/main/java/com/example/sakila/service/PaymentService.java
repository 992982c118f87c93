package com.example.sakila.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Payment;
import java.util.List;
import java.util.Map;

/**
 * Business operations on Payment ({@link Payment}), on top of
 * MyBatis-Plus' {@link IService}.
 *
 * @author Genix Golden
 */
public interface PaymentService extends IService<Payment> {

    /** The row with the given key, or {@code null}. */
    Payment findByKey(Integer paymentId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<Payment> page(Payment filter, long page, long size);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns and the generated key included). */
    Payment create(Payment row);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    Payment update(Payment row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    Payment patch(Integer paymentId, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Integer paymentId);

    /** Insert several rows in one statement; returns how many were inserted. */
    int createBatch(List<Payment> rows);

    /** Insert {@code row}, or update the existing row with its key; returns the row as stored. */
    Payment upsert(Payment row);
}
