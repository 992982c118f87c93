package com.example.clash.mapper;

import com.example.clash.entity.Page;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code page}: the rows,
 * how many and whether any match the parameters of {@code PageCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface PageQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.id != null\">AND id = #{p.id,jdbcType=BIGINT}</if>"
        + " <if test=\"p.idIn != null and p.idIn.size() > 0\">AND id IN <foreach collection=\"p.idIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.titleLike != null\">AND title LIKE #{p.titleLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.titleStarts != null\">AND title LIKE #{p.titleStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.title != null\">AND title = #{p.title,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.createdFrom != null\">AND datetime(created) &gt;= datetime(#{p.createdFrom,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.createdTo != null\">AND datetime(created) &lt;= datetime(#{p.createdTo,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.createdIsNull != null\"><choose><when test=\"p.createdIsNull\">AND created IS NULL</when><otherwise>AND created IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT id, title, created",
        "FROM page",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">id</when><when test=\"s == 1\">id DESC</when><when test=\"s == 2\">title</when><when test=\"s == 3\">title DESC</when><when test=\"s == 4\">created</when><when test=\"s == 5\">created DESC</when></choose>, </foreach>id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "PageQueryMapper.row", value = {
        @Result(column = "id", property = "id", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "title", property = "title", jdbcType = JdbcType.VARCHAR),
        @Result(column = "created", property = "created", jdbcType = JdbcType.TIMESTAMP)
    })
    List<Page> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM page",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM page",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
