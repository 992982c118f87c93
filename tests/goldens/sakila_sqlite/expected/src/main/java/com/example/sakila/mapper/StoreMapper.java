package com.example.sakila.mapper;

import com.example.sakila.entity.Store;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code store}
 * (Store). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface StoreMapper {

    /** The row with the given key, or {@code null}. */
    Store selectByKey(@Param("storeId") Long storeId);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<Store> selectPage(@Param("filter") Store filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") Store filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(Store row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<Store> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(Store row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(Store row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("storeId") Long storeId);
}
