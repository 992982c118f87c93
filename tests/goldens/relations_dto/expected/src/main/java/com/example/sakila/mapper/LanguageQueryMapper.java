package com.example.sakila.mapper;

import com.example.sakila.entity.Language;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code language}: the rows,
 * how many and whether any match the parameters of {@code LanguageCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface LanguageQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.languageId != null\">AND language_id = #{p.languageId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.languageIdIn != null and p.languageIdIn.size() > 0\">AND language_id IN <foreach collection=\"p.languageIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.nameLike != null\">AND name LIKE #{p.nameLike,jdbcType=CHAR} ESCAPE '!'</if>"
        + " <if test=\"p.nameStarts != null\">AND name LIKE #{p.nameStarts,jdbcType=CHAR} ESCAPE '!'</if>"
        + " <if test=\"p.name != null\">AND name = #{p.name,jdbcType=CHAR}</if>"
        + " <if test=\"p.lastUpdateFrom != null\">AND datetime(last_update) &gt;= datetime(#{p.lastUpdateFrom,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.lastUpdateTo != null\">AND datetime(last_update) &lt;= datetime(#{p.lastUpdateTo,jdbcType=TIMESTAMP})</if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT language_id, name, last_update",
        "FROM language",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">language_id</when><when test=\"s == 1\">language_id DESC</when><when test=\"s == 2\">name</when><when test=\"s == 3\">name DESC</when><when test=\"s == 4\">last_update</when><when test=\"s == 5\">last_update DESC</when></choose>, </foreach>language_id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "LanguageQueryMapper.row", value = {
        @Result(column = "language_id", property = "languageId", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "name", property = "name", jdbcType = JdbcType.CHAR),
        @Result(column = "last_update", property = "lastUpdate", jdbcType = JdbcType.TIMESTAMP)
    })
    List<Language> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM language",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM language",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
