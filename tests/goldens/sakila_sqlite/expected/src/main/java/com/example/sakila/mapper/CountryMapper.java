package com.example.sakila.mapper;

import com.example.sakila.entity.Country;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code country}
 * (Country). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface CountryMapper {

    /** The row with the given key, or {@code null}. */
    Country selectByKey(@Param("countryId") Long countryId);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<Country> selectPage(@Param("filter") Country filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") Country filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(Country row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<Country> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(Country row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(Country row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("countryId") Long countryId);
}
