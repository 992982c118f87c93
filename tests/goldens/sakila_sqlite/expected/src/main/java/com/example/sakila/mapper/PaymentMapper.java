package com.example.sakila.mapper;

import com.example.sakila.entity.Payment;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code payment}
 * (Payment). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface PaymentMapper {

    /** The row with the given key, or {@code null}. */
    Payment selectByKey(@Param("paymentId") Long paymentId);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<Payment> selectPage(@Param("filter") Payment filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") Payment filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(Payment row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<Payment> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(Payment row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(Payment row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("paymentId") Long paymentId);
}
