package com.ruoyi.system.mapper;

import com.ruoyi.system.domain.OrderItem;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code biz_order_item}: the rows,
 * how many and whether any match the parameters of {@code OrderItemCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface OrderItemQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " del_flag = &apos;0&apos;"
        + " <if test=\"p.itemId != null\">AND item_id = #{p.itemId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.itemIdIn != null and p.itemIdIn.size() > 0\">AND item_id IN <foreach collection=\"p.itemIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.orderId != null\">AND order_id = #{p.orderId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.orderIdIn != null and p.orderIdIn.size() > 0\">AND order_id IN <foreach collection=\"p.orderIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.productNameLike != null\">AND product_name LIKE #{p.productNameLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.productNameStarts != null\">AND product_name LIKE #{p.productNameStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.productName != null\">AND product_name = #{p.productName,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.quantity != null\">AND quantity = #{p.quantity,jdbcType=INTEGER}</if>"
        + " <if test=\"p.quantityIn != null and p.quantityIn.size() > 0\">AND quantity IN <foreach collection=\"p.quantityIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.quantityFrom != null\">AND quantity &gt;= #{p.quantityFrom,jdbcType=INTEGER}</if>"
        + " <if test=\"p.quantityTo != null\">AND quantity &lt;= #{p.quantityTo,jdbcType=INTEGER}</if>"
        + " <if test=\"p.quantityIsNull != null\"><choose><when test=\"p.quantityIsNull\">AND quantity IS NULL</when><otherwise>AND quantity IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.price != null\">AND price = #{p.price,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.priceIn != null and p.priceIn.size() > 0\">AND price IN <foreach collection=\"p.priceIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=DECIMAL}</foreach></if>"
        + " <if test=\"p.priceFrom != null\">AND price &gt;= #{p.priceFrom,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.priceTo != null\">AND price &lt;= #{p.priceTo,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.priceIsNull != null\"><choose><when test=\"p.priceIsNull\">AND price IS NULL</when><otherwise>AND price IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.createBy != null\">AND create_by = #{p.createBy,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.createByLike != null\">AND create_by LIKE #{p.createByLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.createByIsNull != null\"><choose><when test=\"p.createByIsNull\">AND create_by IS NULL</when><otherwise>AND create_by IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.createTimeFrom != null\">AND create_time &gt;= #{p.createTimeFrom,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.createTimeTo != null\">AND create_time &lt;= #{p.createTimeTo,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.createTimeIsNull != null\"><choose><when test=\"p.createTimeIsNull\">AND create_time IS NULL</when><otherwise>AND create_time IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.updateBy != null\">AND update_by = #{p.updateBy,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.updateByLike != null\">AND update_by LIKE #{p.updateByLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.updateByIsNull != null\"><choose><when test=\"p.updateByIsNull\">AND update_by IS NULL</when><otherwise>AND update_by IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.updateTimeFrom != null\">AND update_time &gt;= #{p.updateTimeFrom,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.updateTimeTo != null\">AND update_time &lt;= #{p.updateTimeTo,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.updateTimeIsNull != null\"><choose><when test=\"p.updateTimeIsNull\">AND update_time IS NULL</when><otherwise>AND update_time IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** The matching rows (PageHelper pages them), in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT item_id, order_id, product_name, quantity, price, del_flag, create_by, create_time, update_by, update_time",
        "FROM biz_order_item",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">item_id</when><when test=\"s == 1\">item_id DESC</when><when test=\"s == 2\">order_id</when><when test=\"s == 3\">order_id DESC</when><when test=\"s == 4\">product_name</when><when test=\"s == 5\">product_name DESC</when><when test=\"s == 6\">quantity</when><when test=\"s == 7\">quantity DESC</when><when test=\"s == 8\">price</when><when test=\"s == 9\">price DESC</when><when test=\"s == 10\">create_by</when><when test=\"s == 11\">create_by DESC</when><when test=\"s == 12\">create_time</when><when test=\"s == 13\">create_time DESC</when><when test=\"s == 14\">update_by</when><when test=\"s == 15\">update_by DESC</when><when test=\"s == 16\">update_time</when><when test=\"s == 17\">update_time DESC</when></choose>, </foreach>item_id",
        "</script>"
    })
    @Results(id = "OrderItemQueryMapper.row", value = {
        @Result(column = "item_id", property = "itemId", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "order_id", property = "orderId", jdbcType = JdbcType.BIGINT),
        @Result(column = "product_name", property = "productName", jdbcType = JdbcType.VARCHAR),
        @Result(column = "quantity", property = "quantity", jdbcType = JdbcType.INTEGER),
        @Result(column = "price", property = "price", jdbcType = JdbcType.DECIMAL),
        @Result(column = "del_flag", property = "delFlag", jdbcType = JdbcType.CHAR),
        @Result(column = "create_by", property = "createBy", jdbcType = JdbcType.VARCHAR),
        @Result(column = "create_time", property = "createTime", jdbcType = JdbcType.TIMESTAMP),
        @Result(column = "update_by", property = "updateBy", jdbcType = JdbcType.VARCHAR),
        @Result(column = "update_time", property = "updateTime", jdbcType = JdbcType.TIMESTAMP)
    })
    List<OrderItem> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM biz_order_item",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM biz_order_item",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
