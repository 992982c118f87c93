package com.example.edge.mapper;

import com.example.edge.entity.OrderSummary;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of view {@code order summary}: the rows,
 * how many and whether any match the parameters of {@code OrderSummaryCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface OrderSummaryQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.dayFrom != null\">AND day &gt;= #{p.dayFrom,jdbcType=DATE}</if>"
        + " <if test=\"p.dayTo != null\">AND day &lt;= #{p.dayTo,jdbcType=DATE}</if>"
        + " <if test=\"p.dayIsNull != null\"><choose><when test=\"p.dayIsNull\">AND day IS NULL</when><otherwise>AND day IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.total != null\">AND total = #{p.total,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.totalIn != null and p.totalIn.size() > 0\">AND total IN <foreach collection=\"p.totalIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=DECIMAL}</foreach></if>"
        + " <if test=\"p.totalFrom != null\">AND total &gt;= #{p.totalFrom,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.totalTo != null\">AND total &lt;= #{p.totalTo,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.totalIsNull != null\"><choose><when test=\"p.totalIsNull\">AND total IS NULL</when><otherwise>AND total IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT day, total",
        "FROM `order summary`",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">day</when><when test=\"s == 1\">day DESC</when><when test=\"s == 2\">total</when><when test=\"s == 3\">total DESC</when></choose>, </foreach>day",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "OrderSummaryQueryMapper.row", value = {
        @Result(column = "day", property = "day", jdbcType = JdbcType.DATE),
        @Result(column = "total", property = "total", jdbcType = JdbcType.DECIMAL)
    })
    List<OrderSummary> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM `order summary`",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM `order summary`",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
