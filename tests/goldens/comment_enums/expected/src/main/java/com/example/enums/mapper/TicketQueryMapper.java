package com.example.enums.mapper;

import com.example.enums.common.DbEnumTypeHandler;
import com.example.enums.entity.Ticket;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code ticket}: the rows,
 * how many and whether any match the parameters of {@code TicketCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface TicketQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.id != null\">AND id = #{p.id,jdbcType=INTEGER}</if>"
        + " <if test=\"p.idIn != null and p.idIn.size() > 0\">AND id IN <foreach collection=\"p.idIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.titleLike != null\">AND title LIKE #{p.titleLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.titleStarts != null\">AND title LIKE #{p.titleStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.title != null\">AND title = #{p.title,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.state != null\">AND state = #{p.state,jdbcType=VARCHAR,typeHandler=com.example.enums.common.DbEnumTypeHandler}</if>"
        + " <if test=\"p.stateIn != null and p.stateIn.size() > 0\">AND state IN <foreach collection=\"p.stateIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=VARCHAR,typeHandler=com.example.enums.common.DbEnumTypeHandler}</foreach></if>"
        + " <if test=\"p.level != null\">AND level = #{p.level,jdbcType=SMALLINT,typeHandler=com.example.enums.common.DbEnumTypeHandler}</if>"
        + " <if test=\"p.levelIn != null and p.levelIn.size() > 0\">AND level IN <foreach collection=\"p.levelIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=SMALLINT,typeHandler=com.example.enums.common.DbEnumTypeHandler}</foreach></if>"
        + " <if test=\"p.kind != null\">AND kind = #{p.kind,jdbcType=CHAR,typeHandler=com.example.enums.common.DbEnumTypeHandler}</if>"
        + " <if test=\"p.kindIn != null and p.kindIn.size() > 0\">AND kind IN <foreach collection=\"p.kindIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=CHAR,typeHandler=com.example.enums.common.DbEnumTypeHandler}</foreach></if>"
        + " <if test=\"p.kindIsNull != null\"><choose><when test=\"p.kindIsNull\">AND kind IS NULL</when><otherwise>AND kind IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT id, title, state, level, kind",
        "FROM ticket",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">id</when><when test=\"s == 1\">id DESC</when><when test=\"s == 2\">title</when><when test=\"s == 3\">title DESC</when><when test=\"s == 4\">state</when><when test=\"s == 5\">state DESC</when><when test=\"s == 6\">level</when><when test=\"s == 7\">level DESC</when><when test=\"s == 8\">kind</when><when test=\"s == 9\">kind DESC</when></choose>, </foreach>id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "TicketQueryMapper.row", value = {
        @Result(column = "id", property = "id", jdbcType = JdbcType.INTEGER, id = true),
        @Result(column = "title", property = "title", jdbcType = JdbcType.VARCHAR),
        @Result(column = "state", property = "state", jdbcType = JdbcType.VARCHAR, typeHandler = DbEnumTypeHandler.class),
        @Result(column = "level", property = "level", jdbcType = JdbcType.SMALLINT, typeHandler = DbEnumTypeHandler.class),
        @Result(column = "kind", property = "kind", jdbcType = JdbcType.CHAR, typeHandler = DbEnumTypeHandler.class)
    })
    List<Ticket> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM ticket",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM ticket",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
