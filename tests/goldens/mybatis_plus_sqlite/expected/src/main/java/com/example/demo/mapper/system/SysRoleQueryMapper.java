package com.example.demo.mapper.system;

import com.example.demo.entity.system.SysRole;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code sys_role}: the rows,
 * how many and whether any match the parameters of {@code SysRoleCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface SysRoleQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.id != null\">AND id = #{p.id,jdbcType=BIGINT}</if>"
        + " <if test=\"p.idIn != null and p.idIn.size() > 0\">AND id IN <foreach collection=\"p.idIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.code != null\">AND code = #{p.code,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.codeLike != null\">AND code LIKE #{p.codeLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.nameLike != null\">AND name LIKE #{p.nameLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.nameStarts != null\">AND name LIKE #{p.nameStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.name != null\">AND name = #{p.name,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.remark != null\">AND remark = #{p.remark,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.remarkLike != null\">AND remark LIKE #{p.remarkLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.remarkIsNull != null\"><choose><when test=\"p.remarkIsNull\">AND remark IS NULL</when><otherwise>AND remark IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT id, code, name, remark",
        "FROM sys_role",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">id</when><when test=\"s == 1\">id DESC</when><when test=\"s == 2\">code</when><when test=\"s == 3\">code DESC</when><when test=\"s == 4\">name</when><when test=\"s == 5\">name DESC</when><when test=\"s == 6\">remark</when><when test=\"s == 7\">remark DESC</when></choose>, </foreach>id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "SysRoleQueryMapper.row", value = {
        @Result(column = "id", property = "id", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "code", property = "code", jdbcType = JdbcType.VARCHAR),
        @Result(column = "name", property = "name", jdbcType = JdbcType.VARCHAR),
        @Result(column = "remark", property = "remark", jdbcType = JdbcType.VARCHAR)
    })
    List<SysRole> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM sys_role",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM sys_role",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
