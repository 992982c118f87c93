package com.example.sakila.mapper;

import com.example.sakila.entity.Staff;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code staff}: the rows,
 * how many and whether any match the parameters of {@code StaffCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 *
 * @author Genix Golden
 */
@Mapper
public interface StaffQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.staffId != null\">AND staff_id = #{p.staffId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.staffIdIn != null and p.staffIdIn.size() > 0\">AND staff_id IN <foreach collection=\"p.staffIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.firstNameLike != null\">AND first_name LIKE #{p.firstNameLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.firstNameStarts != null\">AND first_name LIKE #{p.firstNameStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.firstName != null\">AND first_name = #{p.firstName,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.lastNameLike != null\">AND last_name LIKE #{p.lastNameLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.lastNameStarts != null\">AND last_name LIKE #{p.lastNameStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.lastName != null\">AND last_name = #{p.lastName,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.addressId != null\">AND address_id = #{p.addressId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.addressIdIn != null and p.addressIdIn.size() > 0\">AND address_id IN <foreach collection=\"p.addressIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.email != null\">AND email = #{p.email,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.emailLike != null\">AND email LIKE #{p.emailLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.emailIsNull != null\"><choose><when test=\"p.emailIsNull\">AND email IS NULL</when><otherwise>AND email IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.storeId != null\">AND store_id = #{p.storeId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.storeIdIn != null and p.storeIdIn.size() > 0\">AND store_id IN <foreach collection=\"p.storeIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.active != null\">AND active = #{p.active,jdbcType=BOOLEAN}</if>"
        + " <if test=\"p.username != null\">AND username = #{p.username,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.usernameLike != null\">AND username LIKE #{p.usernameLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.lastUpdateFrom != null\">AND last_update &gt;= #{p.lastUpdateFrom,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.lastUpdateTo != null\">AND last_update &lt;= #{p.lastUpdateTo,jdbcType=TIMESTAMP}</if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT staff_id, first_name, last_name, address_id, picture, email, store_id, active, username, last_update",
        "FROM staff",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">staff_id</when><when test=\"s == 1\">staff_id DESC</when><when test=\"s == 2\">first_name</when><when test=\"s == 3\">first_name DESC</when><when test=\"s == 4\">last_name</when><when test=\"s == 5\">last_name DESC</when><when test=\"s == 6\">address_id</when><when test=\"s == 7\">address_id DESC</when><when test=\"s == 8\">email</when><when test=\"s == 9\">email DESC</when><when test=\"s == 10\">store_id</when><when test=\"s == 11\">store_id DESC</when><when test=\"s == 12\">active</when><when test=\"s == 13\">active DESC</when><when test=\"s == 14\">username</when><when test=\"s == 15\">username DESC</when><when test=\"s == 16\">last_update</when><when test=\"s == 17\">last_update DESC</when></choose>, </foreach>staff_id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "StaffQueryMapper.row", value = {
        @Result(column = "staff_id", property = "staffId", jdbcType = JdbcType.INTEGER, id = true),
        @Result(column = "first_name", property = "firstName", jdbcType = JdbcType.VARCHAR),
        @Result(column = "last_name", property = "lastName", jdbcType = JdbcType.VARCHAR),
        @Result(column = "address_id", property = "addressId", jdbcType = JdbcType.INTEGER),
        @Result(column = "picture", property = "picture", jdbcType = JdbcType.BLOB),
        @Result(column = "email", property = "email", jdbcType = JdbcType.VARCHAR),
        @Result(column = "store_id", property = "storeId", jdbcType = JdbcType.INTEGER),
        @Result(column = "active", property = "active", jdbcType = JdbcType.BOOLEAN),
        @Result(column = "username", property = "username", jdbcType = JdbcType.VARCHAR),
        @Result(column = "last_update", property = "lastUpdate", jdbcType = JdbcType.TIMESTAMP)
    })
    List<Staff> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM staff",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM staff",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
