package com.example.sakila.mapper;

import com.example.sakila.entity.Film;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code film}: the rows,
 * how many and whether any match the parameters of {@code FilmCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 *
 * @author Genix Golden
 */
@Mapper
public interface FilmQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.filmId != null\">AND film_id = #{p.filmId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.filmIdIn != null and p.filmIdIn.size() > 0\">AND film_id IN <foreach collection=\"p.filmIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.titleLike != null\">AND title LIKE #{p.titleLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.titleStarts != null\">AND title LIKE #{p.titleStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.title != null\">AND title = #{p.title,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.releaseYear != null\">AND release_year = #{p.releaseYear,jdbcType=INTEGER}</if>"
        + " <if test=\"p.releaseYearIn != null and p.releaseYearIn.size() > 0\">AND release_year IN <foreach collection=\"p.releaseYearIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.releaseYearFrom != null\">AND release_year &gt;= #{p.releaseYearFrom,jdbcType=INTEGER}</if>"
        + " <if test=\"p.releaseYearTo != null\">AND release_year &lt;= #{p.releaseYearTo,jdbcType=INTEGER}</if>"
        + " <if test=\"p.releaseYearIsNull != null\"><choose><when test=\"p.releaseYearIsNull\">AND release_year IS NULL</when><otherwise>AND release_year IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.languageId != null\">AND language_id = #{p.languageId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.languageIdIn != null and p.languageIdIn.size() > 0\">AND language_id IN <foreach collection=\"p.languageIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.originalLanguageId != null\">AND original_language_id = #{p.originalLanguageId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.originalLanguageIdIn != null and p.originalLanguageIdIn.size() > 0\">AND original_language_id IN <foreach collection=\"p.originalLanguageIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.originalLanguageIdIsNull != null\"><choose><when test=\"p.originalLanguageIdIsNull\">AND original_language_id IS NULL</when><otherwise>AND original_language_id IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.rentalDuration != null\">AND rental_duration = #{p.rentalDuration,jdbcType=INTEGER}</if>"
        + " <if test=\"p.rentalDurationIn != null and p.rentalDurationIn.size() > 0\">AND rental_duration IN <foreach collection=\"p.rentalDurationIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.rentalDurationFrom != null\">AND rental_duration &gt;= #{p.rentalDurationFrom,jdbcType=INTEGER}</if>"
        + " <if test=\"p.rentalDurationTo != null\">AND rental_duration &lt;= #{p.rentalDurationTo,jdbcType=INTEGER}</if>"
        + " <if test=\"p.rentalRate != null\">AND rental_rate = #{p.rentalRate,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.rentalRateIn != null and p.rentalRateIn.size() > 0\">AND rental_rate IN <foreach collection=\"p.rentalRateIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=DECIMAL}</foreach></if>"
        + " <if test=\"p.rentalRateFrom != null\">AND rental_rate &gt;= #{p.rentalRateFrom,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.rentalRateTo != null\">AND rental_rate &lt;= #{p.rentalRateTo,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.length != null\">AND length = #{p.length,jdbcType=INTEGER}</if>"
        + " <if test=\"p.lengthIn != null and p.lengthIn.size() > 0\">AND length IN <foreach collection=\"p.lengthIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.lengthFrom != null\">AND length &gt;= #{p.lengthFrom,jdbcType=INTEGER}</if>"
        + " <if test=\"p.lengthTo != null\">AND length &lt;= #{p.lengthTo,jdbcType=INTEGER}</if>"
        + " <if test=\"p.lengthIsNull != null\"><choose><when test=\"p.lengthIsNull\">AND length IS NULL</when><otherwise>AND length IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.replacementCost != null\">AND replacement_cost = #{p.replacementCost,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.replacementCostIn != null and p.replacementCostIn.size() > 0\">AND replacement_cost IN <foreach collection=\"p.replacementCostIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=DECIMAL}</foreach></if>"
        + " <if test=\"p.replacementCostFrom != null\">AND replacement_cost &gt;= #{p.replacementCostFrom,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.replacementCostTo != null\">AND replacement_cost &lt;= #{p.replacementCostTo,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.rating != null\">AND rating = #{p.rating,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.ratingIn != null and p.ratingIn.size() > 0\">AND rating IN <foreach collection=\"p.ratingIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=VARCHAR}</foreach></if>"
        + " <if test=\"p.ratingIsNull != null\"><choose><when test=\"p.ratingIsNull\">AND rating IS NULL</when><otherwise>AND rating IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.specialFeatures != null\">AND special_features = #{p.specialFeatures,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.specialFeaturesIn != null and p.specialFeaturesIn.size() > 0\">AND special_features IN <foreach collection=\"p.specialFeaturesIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=VARCHAR}</foreach></if>"
        + " <if test=\"p.specialFeaturesIsNull != null\"><choose><when test=\"p.specialFeaturesIsNull\">AND special_features IS NULL</when><otherwise>AND special_features IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.lastUpdateFrom != null\">AND last_update &gt;= #{p.lastUpdateFrom,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.lastUpdateTo != null\">AND last_update &lt;= #{p.lastUpdateTo,jdbcType=TIMESTAMP}</if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update",
        "FROM film",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">film_id</when><when test=\"s == 1\">film_id DESC</when><when test=\"s == 2\">title</when><when test=\"s == 3\">title DESC</when><when test=\"s == 4\">release_year</when><when test=\"s == 5\">release_year DESC</when><when test=\"s == 6\">language_id</when><when test=\"s == 7\">language_id DESC</when><when test=\"s == 8\">original_language_id</when><when test=\"s == 9\">original_language_id DESC</when><when test=\"s == 10\">rental_duration</when><when test=\"s == 11\">rental_duration DESC</when><when test=\"s == 12\">rental_rate</when><when test=\"s == 13\">rental_rate DESC</when><when test=\"s == 14\">length</when><when test=\"s == 15\">length DESC</when><when test=\"s == 16\">replacement_cost</when><when test=\"s == 17\">replacement_cost DESC</when><when test=\"s == 18\">rating</when><when test=\"s == 19\">rating DESC</when><when test=\"s == 20\">special_features</when><when test=\"s == 21\">special_features DESC</when><when test=\"s == 22\">last_update</when><when test=\"s == 23\">last_update DESC</when></choose>, </foreach>film_id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "FilmQueryMapper.row", value = {
        @Result(column = "film_id", property = "filmId", jdbcType = JdbcType.INTEGER, id = true),
        @Result(column = "title", property = "title", jdbcType = JdbcType.VARCHAR),
        @Result(column = "description", property = "description", jdbcType = JdbcType.LONGVARCHAR),
        @Result(column = "release_year", property = "releaseYear", jdbcType = JdbcType.INTEGER),
        @Result(column = "language_id", property = "languageId", jdbcType = JdbcType.INTEGER),
        @Result(column = "original_language_id", property = "originalLanguageId", jdbcType = JdbcType.INTEGER),
        @Result(column = "rental_duration", property = "rentalDuration", jdbcType = JdbcType.INTEGER),
        @Result(column = "rental_rate", property = "rentalRate", jdbcType = JdbcType.DECIMAL),
        @Result(column = "length", property = "length", jdbcType = JdbcType.INTEGER),
        @Result(column = "replacement_cost", property = "replacementCost", jdbcType = JdbcType.DECIMAL),
        @Result(column = "rating", property = "rating", jdbcType = JdbcType.VARCHAR),
        @Result(column = "special_features", property = "specialFeatures", jdbcType = JdbcType.VARCHAR),
        @Result(column = "last_update", property = "lastUpdate", jdbcType = JdbcType.TIMESTAMP)
    })
    List<Film> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM film",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM film",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
