package com.ruoyi.system.mapper;

import com.ruoyi.system.domain.Order;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code biz_order}
 * (订单表). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface OrderMapper {

    /** The row with the given key, or {@code null}. */
    Order selectByKey(@Param("orderId") Long orderId);

    /** The row with the given order_no (a unique key), or {@code null}. */
    Order selectByOrderNo(@Param("orderNo") String orderNo);

    /** The rows whose columns equal the non-null fields of {@code filter}, in key order. */
    List<Order> selectList(@Param("filter") Order filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(Order row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<Order> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(Order row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(Order row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("orderId") Long orderId);
}
