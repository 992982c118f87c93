package com.example.demo.mapper.shop;

import com.example.demo.entity.shop.ShopReview;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code shop_review}
 * (Shop review). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface ShopReviewMapper {

    /** The row with the given key, or {@code null}. */
    ShopReview selectByKey(@Param("id") Long id);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<ShopReview> selectPage(@Param("filter") ShopReview filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") ShopReview filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(ShopReview row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<ShopReview> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(ShopReview row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(ShopReview row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("id") Long id);
}
