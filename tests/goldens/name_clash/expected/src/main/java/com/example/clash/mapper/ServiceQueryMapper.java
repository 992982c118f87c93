package com.example.clash.mapper;

import com.example.clash.entity.Service;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code service}: the rows,
 * how many and whether any match the parameters of {@code ServiceCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface ServiceQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.id != null\">AND id = #{p.id,jdbcType=BIGINT}</if>"
        + " <if test=\"p.idIn != null and p.idIn.size() > 0\">AND id IN <foreach collection=\"p.idIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.labelLike != null\">AND label LIKE #{p.labelLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.labelStarts != null\">AND label LIKE #{p.labelStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.label != null\">AND label = #{p.label,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.labelIsNull != null\"><choose><when test=\"p.labelIsNull\">AND label IS NULL</when><otherwise>AND label IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT id, label",
        "FROM service",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">id</when><when test=\"s == 1\">id DESC</when><when test=\"s == 2\">label</when><when test=\"s == 3\">label DESC</when></choose>, </foreach>id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "ServiceQueryMapper.row", value = {
        @Result(column = "id", property = "id", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "label", property = "label", jdbcType = JdbcType.VARCHAR)
    })
    List<Service> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM service",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM service",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
