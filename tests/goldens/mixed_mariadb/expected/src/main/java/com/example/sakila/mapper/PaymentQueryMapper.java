package com.example.sakila.mapper;

import com.example.sakila.entity.Payment;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code payment}: the rows,
 * how many and whether any match the parameters of {@code PaymentCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 *
 * @author Genix Golden
 */
@Mapper
public interface PaymentQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.paymentId != null\">AND payment_id = #{p.paymentId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.paymentIdIn != null and p.paymentIdIn.size() > 0\">AND payment_id IN <foreach collection=\"p.paymentIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.customerId != null\">AND customer_id = #{p.customerId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.customerIdIn != null and p.customerIdIn.size() > 0\">AND customer_id IN <foreach collection=\"p.customerIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.staffId != null\">AND staff_id = #{p.staffId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.staffIdIn != null and p.staffIdIn.size() > 0\">AND staff_id IN <foreach collection=\"p.staffIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.rentalId != null\">AND rental_id = #{p.rentalId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.rentalIdIn != null and p.rentalIdIn.size() > 0\">AND rental_id IN <foreach collection=\"p.rentalIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.rentalIdIsNull != null\"><choose><when test=\"p.rentalIdIsNull\">AND rental_id IS NULL</when><otherwise>AND rental_id IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.amount != null\">AND amount = #{p.amount,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.amountIn != null and p.amountIn.size() > 0\">AND amount IN <foreach collection=\"p.amountIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=DECIMAL}</foreach></if>"
        + " <if test=\"p.amountFrom != null\">AND amount &gt;= #{p.amountFrom,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.amountTo != null\">AND amount &lt;= #{p.amountTo,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.paymentDateFrom != null\">AND payment_date &gt;= #{p.paymentDateFrom,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.paymentDateTo != null\">AND payment_date &lt;= #{p.paymentDateTo,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.lastUpdateFrom != null\">AND last_update &gt;= #{p.lastUpdateFrom,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.lastUpdateTo != null\">AND last_update &lt;= #{p.lastUpdateTo,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.lastUpdateIsNull != null\"><choose><when test=\"p.lastUpdateIsNull\">AND last_update IS NULL</when><otherwise>AND last_update IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update",
        "FROM payment",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">payment_id</when><when test=\"s == 1\">payment_id DESC</when><when test=\"s == 2\">customer_id</when><when test=\"s == 3\">customer_id DESC</when><when test=\"s == 4\">staff_id</when><when test=\"s == 5\">staff_id DESC</when><when test=\"s == 6\">rental_id</when><when test=\"s == 7\">rental_id DESC</when><when test=\"s == 8\">amount</when><when test=\"s == 9\">amount DESC</when><when test=\"s == 10\">payment_date</when><when test=\"s == 11\">payment_date DESC</when><when test=\"s == 12\">last_update</when><when test=\"s == 13\">last_update DESC</when></choose>, </foreach>payment_id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "PaymentQueryMapper.row", value = {
        @Result(column = "payment_id", property = "paymentId", jdbcType = JdbcType.INTEGER, id = true),
        @Result(column = "customer_id", property = "customerId", jdbcType = JdbcType.INTEGER),
        @Result(column = "staff_id", property = "staffId", jdbcType = JdbcType.INTEGER),
        @Result(column = "rental_id", property = "rentalId", jdbcType = JdbcType.INTEGER),
        @Result(column = "amount", property = "amount", jdbcType = JdbcType.DECIMAL),
        @Result(column = "payment_date", property = "paymentDate", jdbcType = JdbcType.TIMESTAMP),
        @Result(column = "last_update", property = "lastUpdate", jdbcType = JdbcType.TIMESTAMP)
    })
    List<Payment> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM payment",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM payment",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
