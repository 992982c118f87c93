package com.example.sakila.mapper;

import com.example.sakila.entity.Rental;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code rental}: the rows,
 * how many and whether any match the parameters of {@code RentalCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface RentalQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.rentalId != null\">AND rental_id = #{p.rentalId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.rentalIdIn != null and p.rentalIdIn.size() > 0\">AND rental_id IN <foreach collection=\"p.rentalIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.rentalDateFrom != null\">AND datetime(rental_date) &gt;= datetime(#{p.rentalDateFrom,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.rentalDateTo != null\">AND datetime(rental_date) &lt;= datetime(#{p.rentalDateTo,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.inventoryId != null\">AND inventory_id = #{p.inventoryId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.inventoryIdIn != null and p.inventoryIdIn.size() > 0\">AND inventory_id IN <foreach collection=\"p.inventoryIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.customerId != null\">AND customer_id = #{p.customerId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.customerIdIn != null and p.customerIdIn.size() > 0\">AND customer_id IN <foreach collection=\"p.customerIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.returnDateFrom != null\">AND datetime(return_date) &gt;= datetime(#{p.returnDateFrom,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.returnDateTo != null\">AND datetime(return_date) &lt;= datetime(#{p.returnDateTo,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.returnDateIsNull != null\"><choose><when test=\"p.returnDateIsNull\">AND return_date IS NULL</when><otherwise>AND return_date IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.staffId != null\">AND staff_id = #{p.staffId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.staffIdIn != null and p.staffIdIn.size() > 0\">AND staff_id IN <foreach collection=\"p.staffIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.lastUpdateFrom != null\">AND datetime(last_update) &gt;= datetime(#{p.lastUpdateFrom,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.lastUpdateTo != null\">AND datetime(last_update) &lt;= datetime(#{p.lastUpdateTo,jdbcType=TIMESTAMP})</if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update",
        "FROM rental",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">rental_id</when><when test=\"s == 1\">rental_id DESC</when><when test=\"s == 2\">rental_date</when><when test=\"s == 3\">rental_date DESC</when><when test=\"s == 4\">inventory_id</when><when test=\"s == 5\">inventory_id DESC</when><when test=\"s == 6\">customer_id</when><when test=\"s == 7\">customer_id DESC</when><when test=\"s == 8\">return_date</when><when test=\"s == 9\">return_date DESC</when><when test=\"s == 10\">staff_id</when><when test=\"s == 11\">staff_id DESC</when><when test=\"s == 12\">last_update</when><when test=\"s == 13\">last_update DESC</when></choose>, </foreach>rental_id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "RentalQueryMapper.row", value = {
        @Result(column = "rental_id", property = "rentalId", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "rental_date", property = "rentalDate", jdbcType = JdbcType.TIMESTAMP),
        @Result(column = "inventory_id", property = "inventoryId", jdbcType = JdbcType.INTEGER),
        @Result(column = "customer_id", property = "customerId", jdbcType = JdbcType.INTEGER),
        @Result(column = "return_date", property = "returnDate", jdbcType = JdbcType.TIMESTAMP),
        @Result(column = "staff_id", property = "staffId", jdbcType = JdbcType.INTEGER),
        @Result(column = "last_update", property = "lastUpdate", jdbcType = JdbcType.TIMESTAMP)
    })
    List<Rental> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM rental",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM rental",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
