package com.example.sakila.mapper;

import com.example.sakila.entity.Category;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code category}
 * (Category). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface CategoryMapper {

    /** The row with the given key, or {@code null}. */
    Category selectByKey(@Param("categoryId") Long categoryId);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<Category> selectPage(@Param("filter") Category filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") Category filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(Category row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<Category> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(Category row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(Category row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("categoryId") Long categoryId);
}
