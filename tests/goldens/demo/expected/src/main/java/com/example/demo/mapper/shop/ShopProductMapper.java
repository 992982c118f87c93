package com.example.demo.mapper.shop;

import com.example.demo.entity.shop.ShopProduct;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code shop_product}
 * (Shop product). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface ShopProductMapper {

    /** The row with the given key, or {@code null}. */
    ShopProduct selectByKey(@Param("id") Long id);

    /** The row with the given sku (a unique key), or {@code null}. */
    ShopProduct selectBySku(@Param("sku") String sku);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<ShopProduct> selectPage(@Param("filter") ShopProduct filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") ShopProduct filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(ShopProduct row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<ShopProduct> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(ShopProduct row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(ShopProduct row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("id") Long id);
}
