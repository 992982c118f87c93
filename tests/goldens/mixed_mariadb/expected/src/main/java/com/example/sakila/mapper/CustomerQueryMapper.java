package com.example.sakila.mapper;

import com.example.sakila.entity.Customer;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code customer}: the rows,
 * how many and whether any match the parameters of {@code CustomerCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 *
 * @author Genix Golden
 */
@Mapper
public interface CustomerQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.customerId != null\">AND customer_id = #{p.customerId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.customerIdIn != null and p.customerIdIn.size() > 0\">AND customer_id IN <foreach collection=\"p.customerIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.storeId != null\">AND store_id = #{p.storeId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.storeIdIn != null and p.storeIdIn.size() > 0\">AND store_id IN <foreach collection=\"p.storeIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.firstNameLike != null\">AND first_name LIKE #{p.firstNameLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.firstNameStarts != null\">AND first_name LIKE #{p.firstNameStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.firstName != null\">AND first_name = #{p.firstName,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.lastNameLike != null\">AND last_name LIKE #{p.lastNameLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.lastNameStarts != null\">AND last_name LIKE #{p.lastNameStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.lastName != null\">AND last_name = #{p.lastName,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.email != null\">AND email = #{p.email,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.emailLike != null\">AND email LIKE #{p.emailLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.emailIsNull != null\"><choose><when test=\"p.emailIsNull\">AND email IS NULL</when><otherwise>AND email IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.addressId != null\">AND address_id = #{p.addressId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.addressIdIn != null and p.addressIdIn.size() > 0\">AND address_id IN <foreach collection=\"p.addressIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.active != null\">AND active = #{p.active,jdbcType=BOOLEAN}</if>"
        + " <if test=\"p.createDateFrom != null\">AND create_date &gt;= #{p.createDateFrom,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.createDateTo != null\">AND create_date &lt;= #{p.createDateTo,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.lastUpdateFrom != null\">AND last_update &gt;= #{p.lastUpdateFrom,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.lastUpdateTo != null\">AND last_update &lt;= #{p.lastUpdateTo,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.lastUpdateIsNull != null\"><choose><when test=\"p.lastUpdateIsNull\">AND last_update IS NULL</when><otherwise>AND last_update IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update",
        "FROM customer",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">customer_id</when><when test=\"s == 1\">customer_id DESC</when><when test=\"s == 2\">store_id</when><when test=\"s == 3\">store_id DESC</when><when test=\"s == 4\">first_name</when><when test=\"s == 5\">first_name DESC</when><when test=\"s == 6\">last_name</when><when test=\"s == 7\">last_name DESC</when><when test=\"s == 8\">email</when><when test=\"s == 9\">email DESC</when><when test=\"s == 10\">address_id</when><when test=\"s == 11\">address_id DESC</when><when test=\"s == 12\">active</when><when test=\"s == 13\">active DESC</when><when test=\"s == 14\">create_date</when><when test=\"s == 15\">create_date DESC</when><when test=\"s == 16\">last_update</when><when test=\"s == 17\">last_update DESC</when></choose>, </foreach>customer_id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "CustomerQueryMapper.row", value = {
        @Result(column = "customer_id", property = "customerId", jdbcType = JdbcType.INTEGER, id = true),
        @Result(column = "store_id", property = "storeId", jdbcType = JdbcType.INTEGER),
        @Result(column = "first_name", property = "firstName", jdbcType = JdbcType.VARCHAR),
        @Result(column = "last_name", property = "lastName", jdbcType = JdbcType.VARCHAR),
        @Result(column = "email", property = "email", jdbcType = JdbcType.VARCHAR),
        @Result(column = "address_id", property = "addressId", jdbcType = JdbcType.INTEGER),
        @Result(column = "active", property = "active", jdbcType = JdbcType.BOOLEAN),
        @Result(column = "create_date", property = "createDate", jdbcType = JdbcType.TIMESTAMP),
        @Result(column = "last_update", property = "lastUpdate", jdbcType = JdbcType.TIMESTAMP)
    })
    List<Customer> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM customer",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM customer",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
