package com.example.sakila.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Payment;

/**
 * Business operations on Payment ({@link Payment}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface PaymentService extends IService<Payment> {

    /** The row with the given key, or {@code null}. */
    Payment findByKey(Integer paymentId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<Payment> page(Payment filter, long page, long size);

    /** Insert {@code row} and return it with its generated key. */
    Payment create(Payment row);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(Payment row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Integer paymentId);
}
