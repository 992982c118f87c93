package com.example.demo.mapper;

import com.example.demo.entity.ProductSales;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of view {@code v_product_sales}: the rows,
 * how many and whether any match the parameters of {@code ProductSalesCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface ProductSalesQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.productId != null\">AND product_id = #{p.productId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.productIdIn != null and p.productIdIn.size() > 0\">AND product_id IN <foreach collection=\"p.productIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.productIdIsNull != null\"><choose><when test=\"p.productIdIsNull\">AND product_id IS NULL</when><otherwise>AND product_id IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.productNameLike != null\">AND product_name LIKE #{p.productNameLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.productNameStarts != null\">AND product_name LIKE #{p.productNameStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.productName != null\">AND product_name = #{p.productName,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.productNameIsNull != null\"><choose><when test=\"p.productNameIsNull\">AND product_name IS NULL</when><otherwise>AND product_name IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.unitsSold != null\">AND units_sold = #{p.unitsSold,jdbcType=BIGINT}</if>"
        + " <if test=\"p.unitsSoldIn != null and p.unitsSoldIn.size() > 0\">AND units_sold IN <foreach collection=\"p.unitsSoldIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.unitsSoldFrom != null\">AND units_sold &gt;= #{p.unitsSoldFrom,jdbcType=BIGINT}</if>"
        + " <if test=\"p.unitsSoldTo != null\">AND units_sold &lt;= #{p.unitsSoldTo,jdbcType=BIGINT}</if>"
        + " <if test=\"p.unitsSoldIsNull != null\"><choose><when test=\"p.unitsSoldIsNull\">AND units_sold IS NULL</when><otherwise>AND units_sold IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.revenue != null\">AND revenue = #{p.revenue,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.revenueIn != null and p.revenueIn.size() > 0\">AND revenue IN <foreach collection=\"p.revenueIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=DECIMAL}</foreach></if>"
        + " <if test=\"p.revenueFrom != null\">AND revenue &gt;= #{p.revenueFrom,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.revenueTo != null\">AND revenue &lt;= #{p.revenueTo,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.revenueIsNull != null\"><choose><when test=\"p.revenueIsNull\">AND revenue IS NULL</when><otherwise>AND revenue IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT product_id, product_name, units_sold, revenue",
        "FROM v_product_sales",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">product_id</when><when test=\"s == 1\">product_id DESC</when><when test=\"s == 2\">product_name</when><when test=\"s == 3\">product_name DESC</when><when test=\"s == 4\">units_sold</when><when test=\"s == 5\">units_sold DESC</when><when test=\"s == 6\">revenue</when><when test=\"s == 7\">revenue DESC</when></choose>, </foreach>product_id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "ProductSalesQueryMapper.row", value = {
        @Result(column = "product_id", property = "productId", jdbcType = JdbcType.BIGINT),
        @Result(column = "product_name", property = "productName", jdbcType = JdbcType.VARCHAR),
        @Result(column = "units_sold", property = "unitsSold", jdbcType = JdbcType.BIGINT),
        @Result(column = "revenue", property = "revenue", jdbcType = JdbcType.DECIMAL)
    })
    List<ProductSales> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM v_product_sales",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM v_product_sales",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
