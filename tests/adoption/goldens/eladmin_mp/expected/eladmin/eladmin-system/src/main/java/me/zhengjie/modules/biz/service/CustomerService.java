package me.zhengjie.modules.biz.service;

import com.baomidou.mybatisplus.extension.service.IService;
import me.zhengjie.modules.biz.domain.Customer;
import me.zhengjie.utils.PageResult;

/**
 * Business operations on 客户信息表 ({@link Customer}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface CustomerService extends IService<Customer> {

    /** The row with the given key, or {@code null}. */
    Customer findByKey(Long customerId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<Customer> page(Customer filter, long page, long size);

    /** Insert {@code row} and return it with its generated key. */
    Customer create(Customer row);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(Customer row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long customerId);
}
