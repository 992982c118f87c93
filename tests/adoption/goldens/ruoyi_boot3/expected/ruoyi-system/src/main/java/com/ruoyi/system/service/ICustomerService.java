package com.ruoyi.system.service;

import com.ruoyi.system.domain.Customer;
import java.util.List;

/**
 * Business operations on 客户信息表 ({@link Customer}).
 */
public interface ICustomerService {

    /** The row with the given key, or {@code null}. */
    Customer findByKey(Long customerId);

    /** The rows whose columns equal the non-null fields of {@code filter}, in key order. */
    List<Customer> list(Customer filter);

    /** Insert {@code row} and return it with its generated key. */
    Customer create(Customer row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<Customer> rows);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(Customer row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long customerId);
}
