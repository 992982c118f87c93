package com.example.edge.mapper;

import com.example.edge.entity.InvoiceLine;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code InvoiceLine}: the rows,
 * how many and whether any match the parameters of {@code InvoiceLineCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface InvoiceLineQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.invoiceLineId != null\">AND InvoiceLineId = #{p.invoiceLineId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.invoiceLineIdIn != null and p.invoiceLineIdIn.size() > 0\">AND InvoiceLineId IN <foreach collection=\"p.invoiceLineIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.unitPrice != null\">AND UnitPrice = #{p.unitPrice,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.unitPriceIn != null and p.unitPriceIn.size() > 0\">AND UnitPrice IN <foreach collection=\"p.unitPriceIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=DECIMAL}</foreach></if>"
        + " <if test=\"p.unitPriceFrom != null\">AND UnitPrice &gt;= #{p.unitPriceFrom,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.unitPriceTo != null\">AND UnitPrice &lt;= #{p.unitPriceTo,jdbcType=DECIMAL}</if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT InvoiceLineId, UnitPrice",
        "FROM InvoiceLine",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">InvoiceLineId</when><when test=\"s == 1\">InvoiceLineId DESC</when><when test=\"s == 2\">UnitPrice</when><when test=\"s == 3\">UnitPrice DESC</when></choose>, </foreach>InvoiceLineId",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "InvoiceLineQueryMapper.row", value = {
        @Result(column = "InvoiceLineId", property = "invoiceLineId", jdbcType = JdbcType.INTEGER, id = true),
        @Result(column = "UnitPrice", property = "unitPrice", jdbcType = JdbcType.DECIMAL)
    })
    List<InvoiceLine> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM InvoiceLine",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM InvoiceLine",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
