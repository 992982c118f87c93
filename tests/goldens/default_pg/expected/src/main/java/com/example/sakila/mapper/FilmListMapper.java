package com.example.sakila.mapper;

import com.example.sakila.entity.FilmList;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of view {@code film_list}
 * (Film list). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface FilmListMapper {

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<FilmList> selectPage(@Param("filter") FilmList filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") FilmList filter);
}
