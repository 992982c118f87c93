package com.example.sakila.mapper;

import com.example.sakila.entity.Actor;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code actor}: the rows,
 * how many and whether any match the parameters of {@code ActorCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 *
 * @author Genix Golden
 */
@Mapper
public interface ActorQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.actorId != null\">AND actor_id = #{p.actorId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.actorIdIn != null and p.actorIdIn.size() > 0\">AND actor_id IN <foreach collection=\"p.actorIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.firstNameLike != null\">AND first_name LIKE #{p.firstNameLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.firstNameStarts != null\">AND first_name LIKE #{p.firstNameStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.firstName != null\">AND first_name = #{p.firstName,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.lastNameLike != null\">AND last_name LIKE #{p.lastNameLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.lastNameStarts != null\">AND last_name LIKE #{p.lastNameStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.lastName != null\">AND last_name = #{p.lastName,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.lastUpdateFrom != null\">AND last_update &gt;= #{p.lastUpdateFrom,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.lastUpdateTo != null\">AND last_update &lt;= #{p.lastUpdateTo,jdbcType=TIMESTAMP}</if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT actor_id, first_name, last_name, last_update",
        "FROM actor",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">actor_id</when><when test=\"s == 1\">actor_id DESC</when><when test=\"s == 2\">first_name</when><when test=\"s == 3\">first_name DESC</when><when test=\"s == 4\">last_name</when><when test=\"s == 5\">last_name DESC</when><when test=\"s == 6\">last_update</when><when test=\"s == 7\">last_update DESC</when></choose>, </foreach>actor_id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "ActorQueryMapper.row", value = {
        @Result(column = "actor_id", property = "actorId", jdbcType = JdbcType.INTEGER, id = true),
        @Result(column = "first_name", property = "firstName", jdbcType = JdbcType.VARCHAR),
        @Result(column = "last_name", property = "lastName", jdbcType = JdbcType.VARCHAR),
        @Result(column = "last_update", property = "lastUpdate", jdbcType = JdbcType.TIMESTAMP)
    })
    List<Actor> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM actor",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM actor",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
