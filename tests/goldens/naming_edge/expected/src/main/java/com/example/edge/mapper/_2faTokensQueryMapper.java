package com.example.edge.mapper;

import com.example.edge.entity._2faTokens;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code 2fa_tokens}: the rows,
 * how many and whether any match the parameters of {@code _2faTokensCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface _2faTokensQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.issuedOn != null\">AND issued_on = #{p.issuedOn,jdbcType=DATE}</if>"
        + " <if test=\"p.issuedOnIn != null and p.issuedOnIn.size() > 0\">AND issued_on IN <foreach collection=\"p.issuedOnIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=DATE}</foreach></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT issued_on, payload",
        "FROM `2fa_tokens`",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">issued_on</when><when test=\"s == 1\">issued_on DESC</when></choose>, </foreach>token, issued_on",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "_2faTokensQueryMapper.row", value = {
        @Result(column = "issued_on", property = "issuedOn", jdbcType = JdbcType.DATE, id = true),
        @Result(column = "payload", property = "payload", jdbcType = JdbcType.BLOB)
    })
    List<_2faTokens> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM `2fa_tokens`",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM `2fa_tokens`",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
