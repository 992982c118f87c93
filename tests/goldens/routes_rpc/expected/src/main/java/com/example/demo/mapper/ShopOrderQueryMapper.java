package com.example.demo.mapper;

import com.example.demo.entity.ShopOrder;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code shop_order}: the rows,
 * how many and whether any match the parameters of {@code ShopOrderCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface ShopOrderQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.id != null\">AND id = #{p.id,jdbcType=BIGINT}</if>"
        + " <if test=\"p.idIn != null and p.idIn.size() > 0\">AND id IN <foreach collection=\"p.idIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.userId != null\">AND user_id = #{p.userId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.userIdIn != null and p.userIdIn.size() > 0\">AND user_id IN <foreach collection=\"p.userIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.orderNo != null\">AND order_no = #{p.orderNo,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.orderNoLike != null\">AND order_no LIKE #{p.orderNoLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.status != null\">AND status = #{p.status,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.statusIn != null and p.statusIn.size() > 0\">AND status IN <foreach collection=\"p.statusIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=VARCHAR}</foreach></if>"
        + " <if test=\"p.totalAmount != null\">AND total_amount = #{p.totalAmount,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.totalAmountIn != null and p.totalAmountIn.size() > 0\">AND total_amount IN <foreach collection=\"p.totalAmountIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=DECIMAL}</foreach></if>"
        + " <if test=\"p.totalAmountFrom != null\">AND total_amount &gt;= #{p.totalAmountFrom,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.totalAmountTo != null\">AND total_amount &lt;= #{p.totalAmountTo,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.paid != null\">AND paid = #{p.paid,jdbcType=BOOLEAN}</if>"
        + " <if test=\"p.orderedAtFrom != null\">AND datetime(ordered_at) &gt;= datetime(#{p.orderedAtFrom,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.orderedAtTo != null\">AND datetime(ordered_at) &lt;= datetime(#{p.orderedAtTo,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.shipDateFrom != null\">AND date(ship_date) &gt;= date(#{p.shipDateFrom,jdbcType=DATE})</if>"
        + " <if test=\"p.shipDateTo != null\">AND date(ship_date) &lt;= date(#{p.shipDateTo,jdbcType=DATE})</if>"
        + " <if test=\"p.shipDateIsNull != null\"><choose><when test=\"p.shipDateIsNull\">AND ship_date IS NULL</when><otherwise>AND ship_date IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.note != null\">AND note = #{p.note,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.noteLike != null\">AND note LIKE #{p.noteLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.noteIsNull != null\"><choose><when test=\"p.noteIsNull\">AND note IS NULL</when><otherwise>AND note IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT id, user_id, order_no, status, total_amount, paid, ordered_at, ship_date, note",
        "FROM shop_order",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">id</when><when test=\"s == 1\">id DESC</when><when test=\"s == 2\">user_id</when><when test=\"s == 3\">user_id DESC</when><when test=\"s == 4\">order_no</when><when test=\"s == 5\">order_no DESC</when><when test=\"s == 6\">status</when><when test=\"s == 7\">status DESC</when><when test=\"s == 8\">total_amount</when><when test=\"s == 9\">total_amount DESC</when><when test=\"s == 10\">paid</when><when test=\"s == 11\">paid DESC</when><when test=\"s == 12\">ordered_at</when><when test=\"s == 13\">ordered_at DESC</when><when test=\"s == 14\">ship_date</when><when test=\"s == 15\">ship_date DESC</when><when test=\"s == 16\">note</when><when test=\"s == 17\">note DESC</when></choose>, </foreach>id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "ShopOrderQueryMapper.row", value = {
        @Result(column = "id", property = "id", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "user_id", property = "userId", jdbcType = JdbcType.BIGINT),
        @Result(column = "order_no", property = "orderNo", jdbcType = JdbcType.VARCHAR),
        @Result(column = "status", property = "status", jdbcType = JdbcType.VARCHAR),
        @Result(column = "total_amount", property = "totalAmount", jdbcType = JdbcType.DECIMAL),
        @Result(column = "paid", property = "paid", jdbcType = JdbcType.BOOLEAN),
        @Result(column = "ordered_at", property = "orderedAt", jdbcType = JdbcType.TIMESTAMP),
        @Result(column = "ship_date", property = "shipDate", jdbcType = JdbcType.DATE),
        @Result(column = "note", property = "note", jdbcType = JdbcType.VARCHAR)
    })
    List<ShopOrder> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM shop_order",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM shop_order",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
