package com.example.sakila.mapper;

import com.example.sakila.entity.City;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code city}: the rows,
 * how many and whether any match the parameters of {@code CityCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface CityQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.cityId != null\">AND city_id = #{p.cityId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.cityIdIn != null and p.cityIdIn.size() > 0\">AND city_id IN <foreach collection=\"p.cityIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.city != null\">AND city = #{p.city,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.cityLike != null\">AND city LIKE #{p.cityLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.countryId != null\">AND country_id = #{p.countryId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.countryIdIn != null and p.countryIdIn.size() > 0\">AND country_id IN <foreach collection=\"p.countryIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.lastUpdateFrom != null\">AND datetime(last_update) &gt;= datetime(#{p.lastUpdateFrom,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.lastUpdateTo != null\">AND datetime(last_update) &lt;= datetime(#{p.lastUpdateTo,jdbcType=TIMESTAMP})</if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT city_id, city, country_id, last_update",
        "FROM city",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">city_id</when><when test=\"s == 1\">city_id DESC</when><when test=\"s == 2\">city</when><when test=\"s == 3\">city DESC</when><when test=\"s == 4\">country_id</when><when test=\"s == 5\">country_id DESC</when><when test=\"s == 6\">last_update</when><when test=\"s == 7\">last_update DESC</when></choose>, </foreach>city_id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "CityQueryMapper.row", value = {
        @Result(column = "city_id", property = "cityId", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "city", property = "city", jdbcType = JdbcType.VARCHAR),
        @Result(column = "country_id", property = "countryId", jdbcType = JdbcType.INTEGER),
        @Result(column = "last_update", property = "lastUpdate", jdbcType = JdbcType.TIMESTAMP)
    })
    List<City> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM city",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM city",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
