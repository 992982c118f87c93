package com.example.sakila.mapper;

import com.example.sakila.entity.Address;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code address}
 * (Address). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface AddressMapper {

    /** The row with the given key, or {@code null}. */
    Address selectByKey(@Param("addressId") Long addressId);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<Address> selectPage(@Param("filter") Address filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") Address filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(Address row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<Address> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(Address row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(Address row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("addressId") Long addressId);
}
