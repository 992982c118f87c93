package com.example.sakila.mapper;

import com.example.sakila.entity.Country;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code country}: the rows,
 * how many and whether any match the parameters of {@code CountryCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface CountryQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.countryId != null\">AND country_id = #{p.countryId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.countryIdIn != null and p.countryIdIn.size() > 0\">AND country_id IN <foreach collection=\"p.countryIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.country != null\">AND country = #{p.country,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.countryLike != null\">AND country LIKE #{p.countryLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.lastUpdateFrom != null\">AND datetime(last_update) &gt;= datetime(#{p.lastUpdateFrom,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.lastUpdateTo != null\">AND datetime(last_update) &lt;= datetime(#{p.lastUpdateTo,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.lastUpdateIsNull != null\"><choose><when test=\"p.lastUpdateIsNull\">AND last_update IS NULL</when><otherwise>AND last_update IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT country_id, country, last_update",
        "FROM country",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">country_id</when><when test=\"s == 1\">country_id DESC</when><when test=\"s == 2\">country</when><when test=\"s == 3\">country DESC</when><when test=\"s == 4\">last_update</when><when test=\"s == 5\">last_update DESC</when></choose>, </foreach>country_id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "CountryQueryMapper.row", value = {
        @Result(column = "country_id", property = "countryId", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "country", property = "country", jdbcType = JdbcType.VARCHAR),
        @Result(column = "last_update", property = "lastUpdate", jdbcType = JdbcType.TIMESTAMP)
    })
    List<Country> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM country",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM country",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
