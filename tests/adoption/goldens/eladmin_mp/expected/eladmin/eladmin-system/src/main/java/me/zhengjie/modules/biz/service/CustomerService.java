package me.zhengjie.modules.biz.service;

import com.baomidou.mybatisplus.extension.service.IService;
import java.util.Map;
import me.zhengjie.base.mybatis.BaseServiceX;
import me.zhengjie.modules.biz.domain.Customer;
import me.zhengjie.utils.PageResult;

/**
 * Business operations on 客户信息表 ({@link Customer}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface CustomerService extends BaseServiceX<Customer> {

    /** The row with the given key, or {@code null}. */
    Customer findByKey(Long customerId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<Customer> page(Customer filter, long page, long size);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns and the generated key included). */
    Customer create(Customer row);

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
