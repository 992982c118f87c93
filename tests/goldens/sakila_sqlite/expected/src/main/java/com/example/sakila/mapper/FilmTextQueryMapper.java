package com.example.sakila.mapper;

import com.example.sakila.entity.FilmText;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code film_text}: the rows,
 * how many and whether any match the parameters of {@code FilmTextCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface FilmTextQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.filmId != null\">AND film_id = #{p.filmId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.filmIdIn != null and p.filmIdIn.size() > 0\">AND film_id IN <foreach collection=\"p.filmIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.titleLike != null\">AND title LIKE #{p.titleLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.titleStarts != null\">AND title LIKE #{p.titleStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.title != null\">AND title = #{p.title,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.description != null\">AND description = #{p.description,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.descriptionLike != null\">AND description LIKE #{p.descriptionLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.descriptionIsNull != null\"><choose><when test=\"p.descriptionIsNull\">AND description IS NULL</when><otherwise>AND description IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT film_id, title, description",
        "FROM film_text",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">film_id</when><when test=\"s == 1\">film_id DESC</when><when test=\"s == 2\">title</when><when test=\"s == 3\">title DESC</when><when test=\"s == 4\">description</when><when test=\"s == 5\">description DESC</when></choose>, </foreach>film_id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "FilmTextQueryMapper.row", value = {
        @Result(column = "film_id", property = "filmId", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "title", property = "title", jdbcType = JdbcType.VARCHAR),
        @Result(column = "description", property = "description", jdbcType = JdbcType.VARCHAR)
    })
    List<FilmText> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM film_text",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM film_text",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
