package com.example.sakila.mapper;

import com.example.sakila.entity.FilmList;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of view {@code film_list}: the rows,
 * how many and whether any match the parameters of {@code FilmListCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 *
 * @author Genix Golden
 */
@Mapper
public interface FilmListQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.fid != null\">AND FID = #{p.fid,jdbcType=INTEGER}</if>"
        + " <if test=\"p.fidIn != null and p.fidIn.size() > 0\">AND FID IN <foreach collection=\"p.fidIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.fidFrom != null\">AND FID &gt;= #{p.fidFrom,jdbcType=INTEGER}</if>"
        + " <if test=\"p.fidTo != null\">AND FID &lt;= #{p.fidTo,jdbcType=INTEGER}</if>"
        + " <if test=\"p.fidIsNull != null\"><choose><when test=\"p.fidIsNull\">AND FID IS NULL</when><otherwise>AND FID IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.titleLike != null\">AND title LIKE #{p.titleLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.titleStarts != null\">AND title LIKE #{p.titleStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.title != null\">AND title = #{p.title,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.titleIsNull != null\"><choose><when test=\"p.titleIsNull\">AND title IS NULL</when><otherwise>AND title IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.category != null\">AND category = #{p.category,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.categoryIn != null and p.categoryIn.size() > 0\">AND category IN <foreach collection=\"p.categoryIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=VARCHAR}</foreach></if>"
        + " <if test=\"p.categoryIsNull != null\"><choose><when test=\"p.categoryIsNull\">AND category IS NULL</when><otherwise>AND category IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.price != null\">AND price = #{p.price,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.priceIn != null and p.priceIn.size() > 0\">AND price IN <foreach collection=\"p.priceIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=DECIMAL}</foreach></if>"
        + " <if test=\"p.priceFrom != null\">AND price &gt;= #{p.priceFrom,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.priceTo != null\">AND price &lt;= #{p.priceTo,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.priceIsNull != null\"><choose><when test=\"p.priceIsNull\">AND price IS NULL</when><otherwise>AND price IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.length != null\">AND length = #{p.length,jdbcType=INTEGER}</if>"
        + " <if test=\"p.lengthIn != null and p.lengthIn.size() > 0\">AND length IN <foreach collection=\"p.lengthIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.lengthFrom != null\">AND length &gt;= #{p.lengthFrom,jdbcType=INTEGER}</if>"
        + " <if test=\"p.lengthTo != null\">AND length &lt;= #{p.lengthTo,jdbcType=INTEGER}</if>"
        + " <if test=\"p.lengthIsNull != null\"><choose><when test=\"p.lengthIsNull\">AND length IS NULL</when><otherwise>AND length IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.rating != null\">AND rating = #{p.rating,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.ratingIn != null and p.ratingIn.size() > 0\">AND rating IN <foreach collection=\"p.ratingIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=VARCHAR}</foreach></if>"
        + " <if test=\"p.ratingIsNull != null\"><choose><when test=\"p.ratingIsNull\">AND rating IS NULL</when><otherwise>AND rating IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT FID, title, description, category, price, length, rating, actors",
        "FROM film_list",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">FID</when><when test=\"s == 1\">FID DESC</when><when test=\"s == 2\">title</when><when test=\"s == 3\">title DESC</when><when test=\"s == 4\">category</when><when test=\"s == 5\">category DESC</when><when test=\"s == 6\">price</when><when test=\"s == 7\">price DESC</when><when test=\"s == 8\">length</when><when test=\"s == 9\">length DESC</when><when test=\"s == 10\">rating</when><when test=\"s == 11\">rating DESC</when></choose>, </foreach>FID",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "FilmListQueryMapper.row", value = {
        @Result(column = "FID", property = "fid", jdbcType = JdbcType.INTEGER),
        @Result(column = "title", property = "title", jdbcType = JdbcType.VARCHAR),
        @Result(column = "description", property = "description", jdbcType = JdbcType.LONGVARCHAR),
        @Result(column = "category", property = "category", jdbcType = JdbcType.VARCHAR),
        @Result(column = "price", property = "price", jdbcType = JdbcType.DECIMAL),
        @Result(column = "length", property = "length", jdbcType = JdbcType.INTEGER),
        @Result(column = "rating", property = "rating", jdbcType = JdbcType.VARCHAR),
        @Result(column = "actors", property = "actors", jdbcType = JdbcType.LONGVARCHAR)
    })
    List<FilmList> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM film_list",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM film_list",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
