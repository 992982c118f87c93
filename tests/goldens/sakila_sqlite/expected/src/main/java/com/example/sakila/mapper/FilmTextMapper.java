package com.example.sakila.mapper;

import com.example.sakila.entity.FilmText;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code film_text}
 * (Film text). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface FilmTextMapper {

    /** The row with the given key, or {@code null}. */
    FilmText selectByKey(@Param("filmId") Long filmId);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<FilmText> selectPage(@Param("filter") FilmText filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") FilmText filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(FilmText row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<FilmText> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(FilmText row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(FilmText row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("filmId") Long filmId);
}
