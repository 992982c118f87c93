package com.example.demo.mapper.shop;

import com.example.demo.entity.shop.ShopOrder;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code shop_order}
 * (Shop order). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface ShopOrderMapper {

    /** The row with the given key, or {@code null}. */
    ShopOrder selectByKey(@Param("id") Long id);

    /** The row with the given order_no (a unique key), or {@code null}. */
    ShopOrder selectByOrderNo(@Param("orderNo") String orderNo);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<ShopOrder> selectPage(@Param("filter") ShopOrder filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") ShopOrder filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(ShopOrder row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<ShopOrder> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(ShopOrder row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(ShopOrder row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("id") Long id);
}
