package com.example.demo.mapper.shop;

import com.example.demo.entity.shop.ShopOrderItem;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code shop_order_item}: the rows,
 * how many and whether any match the parameters of {@code ShopOrderItemCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface ShopOrderItemQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.orderId != null\">AND order_id = #{p.orderId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.orderIdIn != null and p.orderIdIn.size() > 0\">AND order_id IN <foreach collection=\"p.orderIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.lineNo != null\">AND line_no = #{p.lineNo,jdbcType=BIGINT}</if>"
        + " <if test=\"p.lineNoIn != null and p.lineNoIn.size() > 0\">AND line_no IN <foreach collection=\"p.lineNoIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.productId != null\">AND product_id = #{p.productId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.productIdIn != null and p.productIdIn.size() > 0\">AND product_id IN <foreach collection=\"p.productIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.quantity != null\">AND quantity = #{p.quantity,jdbcType=BIGINT}</if>"
        + " <if test=\"p.quantityIn != null and p.quantityIn.size() > 0\">AND quantity IN <foreach collection=\"p.quantityIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.quantityFrom != null\">AND quantity &gt;= #{p.quantityFrom,jdbcType=BIGINT}</if>"
        + " <if test=\"p.quantityTo != null\">AND quantity &lt;= #{p.quantityTo,jdbcType=BIGINT}</if>"
        + " <if test=\"p.unitPrice != null\">AND unit_price = #{p.unitPrice,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.unitPriceIn != null and p.unitPriceIn.size() > 0\">AND unit_price IN <foreach collection=\"p.unitPriceIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=DECIMAL}</foreach></if>"
        + " <if test=\"p.unitPriceFrom != null\">AND unit_price &gt;= #{p.unitPriceFrom,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.unitPriceTo != null\">AND unit_price &lt;= #{p.unitPriceTo,jdbcType=DECIMAL}</if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT order_id, line_no, product_id, quantity, unit_price",
        "FROM shop_order_item",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">order_id</when><when test=\"s == 1\">order_id DESC</when><when test=\"s == 2\">line_no</when><when test=\"s == 3\">line_no DESC</when><when test=\"s == 4\">product_id</when><when test=\"s == 5\">product_id DESC</when><when test=\"s == 6\">quantity</when><when test=\"s == 7\">quantity DESC</when><when test=\"s == 8\">unit_price</when><when test=\"s == 9\">unit_price DESC</when></choose>, </foreach>order_id, line_no",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "ShopOrderItemQueryMapper.row", value = {
        @Result(column = "order_id", property = "orderId", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "line_no", property = "lineNo", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "product_id", property = "productId", jdbcType = JdbcType.BIGINT),
        @Result(column = "quantity", property = "quantity", jdbcType = JdbcType.BIGINT),
        @Result(column = "unit_price", property = "unitPrice", jdbcType = JdbcType.DECIMAL)
    })
    List<ShopOrderItem> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM shop_order_item",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM shop_order_item",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
