package com.example.sakila.mapper;

import com.example.sakila.entity.City;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code city}
 * (City). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface CityMapper {

    /** The row with the given key, or {@code null}. */
    City selectByKey(@Param("cityId") Long cityId);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<City> selectPage(@Param("filter") City filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") City filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(City row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<City> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(City row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(City row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("cityId") Long cityId);
}
