package com.example.demo.mapper.system;

import com.example.demo.entity.system.SysOperationLog;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code sys_operation_log}: the rows,
 * how many and whether any match the parameters of {@code SysOperationLogCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface SysOperationLogQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.userId != null\">AND user_id = #{p.userId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.userIdIn != null and p.userIdIn.size() > 0\">AND user_id IN <foreach collection=\"p.userIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.userIdIsNull != null\"><choose><when test=\"p.userIdIsNull\">AND user_id IS NULL</when><otherwise>AND user_id IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.action != null\">AND &quot;action&quot; = #{p.action,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.actionLike != null\">AND &quot;action&quot; LIKE #{p.actionLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.createdAtFrom != null\">AND datetime(created_at) &gt;= datetime(#{p.createdAtFrom,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.createdAtTo != null\">AND datetime(created_at) &lt;= datetime(#{p.createdAtTo,jdbcType=TIMESTAMP})</if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT user_id, &quot;action&quot;, detail, created_at",
        "FROM sys_operation_log",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">user_id</when><when test=\"s == 1\">user_id DESC</when><when test=\"s == 2\">&quot;action&quot;</when><when test=\"s == 3\">&quot;action&quot; DESC</when><when test=\"s == 4\">created_at</when><when test=\"s == 5\">created_at DESC</when></choose>, </foreach>user_id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "SysOperationLogQueryMapper.row", value = {
        @Result(column = "user_id", property = "userId", jdbcType = JdbcType.BIGINT),
        @Result(column = "action", property = "action", jdbcType = JdbcType.VARCHAR),
        @Result(column = "detail", property = "detail", jdbcType = JdbcType.LONGVARCHAR),
        @Result(column = "created_at", property = "createdAt", jdbcType = JdbcType.TIMESTAMP)
    })
    List<SysOperationLog> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM sys_operation_log",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM sys_operation_log",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
