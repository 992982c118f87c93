package com.example.demo.mapper;

import com.example.demo.entity.SysUserRole;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code sys_user_role}: the rows,
 * how many and whether any match the parameters of {@code SysUserRoleCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface SysUserRoleQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.userId != null\">AND user_id = #{p.userId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.userIdIn != null and p.userIdIn.size() > 0\">AND user_id IN <foreach collection=\"p.userIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.roleId != null\">AND role_id = #{p.roleId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.roleIdIn != null and p.roleIdIn.size() > 0\">AND role_id IN <foreach collection=\"p.roleIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.grantedAtFrom != null\">AND datetime(granted_at) &gt;= datetime(#{p.grantedAtFrom,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.grantedAtTo != null\">AND datetime(granted_at) &lt;= datetime(#{p.grantedAtTo,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.grantedAtIsNull != null\"><choose><when test=\"p.grantedAtIsNull\">AND granted_at IS NULL</when><otherwise>AND granted_at IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT user_id, role_id, granted_at",
        "FROM sys_user_role",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">user_id</when><when test=\"s == 1\">user_id DESC</when><when test=\"s == 2\">role_id</when><when test=\"s == 3\">role_id DESC</when><when test=\"s == 4\">granted_at</when><when test=\"s == 5\">granted_at DESC</when></choose>, </foreach>user_id, role_id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "SysUserRoleQueryMapper.row", value = {
        @Result(column = "user_id", property = "userId", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "role_id", property = "roleId", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "granted_at", property = "grantedAt", jdbcType = JdbcType.TIMESTAMP)
    })
    List<SysUserRole> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM sys_user_role",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM sys_user_role",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
