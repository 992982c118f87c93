package com.example.clash.mapper;

import com.example.clash.entity.Result;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code result}: the rows,
 * how many and whether any match the parameters of {@code ResultCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface ResultQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.id != null\">AND id = #{p.id,jdbcType=BIGINT}</if>"
        + " <if test=\"p.idIn != null and p.idIn.size() > 0\">AND id IN <foreach collection=\"p.idIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.score != null\">AND score = #{p.score,jdbcType=BIGINT}</if>"
        + " <if test=\"p.scoreIn != null and p.scoreIn.size() > 0\">AND score IN <foreach collection=\"p.scoreIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.scoreFrom != null\">AND score &gt;= #{p.scoreFrom,jdbcType=BIGINT}</if>"
        + " <if test=\"p.scoreTo != null\">AND score &lt;= #{p.scoreTo,jdbcType=BIGINT}</if>"
        + " <if test=\"p.scoreIsNull != null\"><choose><when test=\"p.scoreIsNull\">AND score IS NULL</when><otherwise>AND score IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT id, score",
        "FROM result",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">id</when><when test=\"s == 1\">id DESC</when><when test=\"s == 2\">score</when><when test=\"s == 3\">score DESC</when></choose>, </foreach>id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "ResultQueryMapper.row", value = {
        @org.apache.ibatis.annotations.Result(column = "id", property = "id", jdbcType = JdbcType.BIGINT, id = true),
        @org.apache.ibatis.annotations.Result(column = "score", property = "score", jdbcType = JdbcType.BIGINT)
    })
    List<Result> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM result",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM result",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
