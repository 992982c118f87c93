package com.ruoyi.system.mapper;

import com.ruoyi.system.domain.OrderItem;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code biz_order_item}
 * (订单明细表). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface OrderItemMapper {

    /** The row with the given key, or {@code null}. */
    OrderItem selectByKey(@Param("itemId") Long itemId);

    /** The rows whose columns equal the non-null fields of {@code filter}, in key order. */
    List<OrderItem> selectList(@Param("filter") OrderItem filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(OrderItem row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<OrderItem> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(OrderItem row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(OrderItem row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("itemId") Long itemId);
}
