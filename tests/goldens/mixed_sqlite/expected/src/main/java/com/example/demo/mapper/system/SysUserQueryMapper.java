package com.example.demo.mapper.system;

import com.example.demo.entity.system.SysUser;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.ByteArrayTypeHandler;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code sys_user}: the rows,
 * how many and whether any match the parameters of {@code SysUserCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface SysUserQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.id != null\">AND id = #{p.id,jdbcType=BIGINT}</if>"
        + " <if test=\"p.idIn != null and p.idIn.size() > 0\">AND id IN <foreach collection=\"p.idIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.username != null\">AND username = #{p.username,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.usernameLike != null\">AND username LIKE #{p.usernameLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.email != null\">AND email = #{p.email,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.emailLike != null\">AND email LIKE #{p.emailLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.emailIsNull != null\"><choose><when test=\"p.emailIsNull\">AND email IS NULL</when><otherwise>AND email IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.isActive != null\">AND is_active = #{p.isActive,jdbcType=BOOLEAN}</if>"
        + " <if test=\"p.createdAtFrom != null\">AND datetime(created_at) &gt;= datetime(#{p.createdAtFrom,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.createdAtTo != null\">AND datetime(created_at) &lt;= datetime(#{p.createdAtTo,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.updatedAtFrom != null\">AND datetime(updated_at) &gt;= datetime(#{p.updatedAtFrom,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.updatedAtTo != null\">AND datetime(updated_at) &lt;= datetime(#{p.updatedAtTo,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.updatedAtIsNull != null\"><choose><when test=\"p.updatedAtIsNull\">AND updated_at IS NULL</when><otherwise>AND updated_at IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT id, username, email, is_active, avatar, created_at, updated_at",
        "FROM sys_user",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">id</when><when test=\"s == 1\">id DESC</when><when test=\"s == 2\">username</when><when test=\"s == 3\">username DESC</when><when test=\"s == 4\">email</when><when test=\"s == 5\">email DESC</when><when test=\"s == 6\">is_active</when><when test=\"s == 7\">is_active DESC</when><when test=\"s == 8\">created_at</when><when test=\"s == 9\">created_at DESC</when><when test=\"s == 10\">updated_at</when><when test=\"s == 11\">updated_at DESC</when></choose>, </foreach>id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "SysUserQueryMapper.row", value = {
        @Result(column = "id", property = "id", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "username", property = "username", jdbcType = JdbcType.VARCHAR),
        @Result(column = "email", property = "email", jdbcType = JdbcType.VARCHAR),
        @Result(column = "is_active", property = "isActive", jdbcType = JdbcType.BOOLEAN),
        @Result(column = "avatar", property = "avatar", jdbcType = JdbcType.BINARY, typeHandler = ByteArrayTypeHandler.class),
        @Result(column = "created_at", property = "createdAt", jdbcType = JdbcType.TIMESTAMP),
        @Result(column = "updated_at", property = "updatedAt", jdbcType = JdbcType.TIMESTAMP)
    })
    List<SysUser> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM sys_user",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM sys_user",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
