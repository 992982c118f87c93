package com.example.sakila.mapper;

import com.example.sakila.entity.FilmCategory;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code film_category}
 * (Film category). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface FilmCategoryMapper {

    /** The row with the given key, or {@code null}. */
    FilmCategory selectByKey(@Param("filmId") Integer filmId, @Param("categoryId") Integer categoryId);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<FilmCategory> selectPage(@Param("filter") FilmCategory filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") FilmCategory filter);

    /** Insert one row. */
    int insert(FilmCategory row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<FilmCategory> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(FilmCategory row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(FilmCategory row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("filmId") Integer filmId, @Param("categoryId") Integer categoryId);
}
