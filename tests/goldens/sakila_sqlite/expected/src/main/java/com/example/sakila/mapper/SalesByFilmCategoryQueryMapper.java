package com.example.sakila.mapper;

import com.example.sakila.entity.SalesByFilmCategory;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of view {@code sales_by_film_category}: the rows,
 * how many and whether any match the parameters of {@code SalesByFilmCategoryCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface SalesByFilmCategoryQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.category != null\">AND category = #{p.category,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.categoryIn != null and p.categoryIn.size() > 0\">AND category IN <foreach collection=\"p.categoryIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=VARCHAR}</foreach></if>"
        + " <if test=\"p.categoryIsNull != null\"><choose><when test=\"p.categoryIsNull\">AND category IS NULL</when><otherwise>AND category IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT category, total_sales",
        "FROM sales_by_film_category",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">category</when><when test=\"s == 1\">category DESC</when></choose>, </foreach>category",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "SalesByFilmCategoryQueryMapper.row", value = {
        @Result(column = "category", property = "category", jdbcType = JdbcType.VARCHAR),
        @Result(column = "total_sales", property = "totalSales", jdbcType = JdbcType.OTHER)
    })
    List<SalesByFilmCategory> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM sales_by_film_category",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM sales_by_film_category",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
