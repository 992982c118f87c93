package com.example.demo.mapper.shop;

import com.example.demo.entity.shop.ShopOrderItem;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code shop_order_item}
 * (Shop order item). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface ShopOrderItemMapper {

    /** The row with the given key, or {@code null}. */
    ShopOrderItem selectByKey(@Param("orderId") Long orderId, @Param("lineNo") Long lineNo);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<ShopOrderItem> selectPage(@Param("filter") ShopOrderItem filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") ShopOrderItem filter);

    /** Insert one row. */
    int insert(ShopOrderItem row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<ShopOrderItem> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(ShopOrderItem row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(ShopOrderItem row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("orderId") Long orderId, @Param("lineNo") Long lineNo);
}
