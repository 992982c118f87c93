package com.ruoyi.system.mapper;

import com.ruoyi.system.domain.Customer;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code biz_customer}
 * (客户信息表). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface CustomerMapper {

    /** The row with the given key, or {@code null}. */
    Customer selectByKey(@Param("customerId") Long customerId);

    /** The rows whose columns equal the non-null fields of {@code filter}, in key order. */
    List<Customer> selectList(@Param("filter") Customer filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(Customer row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<Customer> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(Customer row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(Customer row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("customerId") Long customerId);
}
