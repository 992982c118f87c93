package com.example.demo.mapper;

import com.example.demo.entity.OkTable;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code ok_table}: the rows,
 * how many and whether any match the parameters of {@code OkTableCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface OkTableQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.id != null\">AND id = #{p.id,jdbcType=BIGINT}</if>"
        + " <if test=\"p.idIn != null and p.idIn.size() > 0\">AND id IN <foreach collection=\"p.idIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.userId != null\">AND user_id = #{p.userId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.userIdIn != null and p.userIdIn.size() > 0\">AND user_id IN <foreach collection=\"p.userIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.userIdIsNull != null\"><choose><when test=\"p.userIdIsNull\">AND user_id IS NULL</when><otherwise>AND user_id IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT id, &quot;@@&quot;, user_id",
        "FROM ok_table",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">id</when><when test=\"s == 1\">id DESC</when><when test=\"s == 2\">user_id</when><when test=\"s == 3\">user_id DESC</when></choose>, </foreach>id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "OkTableQueryMapper.row", value = {
        @Result(column = "id", property = "id", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "@@", property = "column2", jdbcType = JdbcType.LONGVARCHAR),
        @Result(column = "user_id", property = "userId", jdbcType = JdbcType.BIGINT)
    })
    List<OkTable> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM ok_table",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM ok_table",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
