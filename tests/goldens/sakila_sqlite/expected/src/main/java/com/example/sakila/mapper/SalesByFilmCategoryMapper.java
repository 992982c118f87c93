package com.example.sakila.mapper;

import com.example.sakila.entity.SalesByFilmCategory;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of view {@code sales_by_film_category}
 * (Sales by film category). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface SalesByFilmCategoryMapper {

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<SalesByFilmCategory> selectPage(@Param("filter") SalesByFilmCategory filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") SalesByFilmCategory filter);
}
