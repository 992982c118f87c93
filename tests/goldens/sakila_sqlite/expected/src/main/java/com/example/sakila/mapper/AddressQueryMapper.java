package com.example.sakila.mapper;

import com.example.sakila.entity.Address;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code address}: the rows,
 * how many and whether any match the parameters of {@code AddressCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface AddressQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.addressId != null\">AND address_id = #{p.addressId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.addressIdIn != null and p.addressIdIn.size() > 0\">AND address_id IN <foreach collection=\"p.addressIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.address != null\">AND address = #{p.address,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.addressLike != null\">AND address LIKE #{p.addressLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.address2 != null\">AND address2 = #{p.address2,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.address2Like != null\">AND address2 LIKE #{p.address2Like,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.address2IsNull != null\"><choose><when test=\"p.address2IsNull\">AND address2 IS NULL</when><otherwise>AND address2 IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.district != null\">AND district = #{p.district,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.districtLike != null\">AND district LIKE #{p.districtLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.cityId != null\">AND city_id = #{p.cityId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.cityIdIn != null and p.cityIdIn.size() > 0\">AND city_id IN <foreach collection=\"p.cityIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.postalCode != null\">AND postal_code = #{p.postalCode,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.postalCodeLike != null\">AND postal_code LIKE #{p.postalCodeLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.postalCodeIsNull != null\"><choose><when test=\"p.postalCodeIsNull\">AND postal_code IS NULL</when><otherwise>AND postal_code IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.phone != null\">AND phone = #{p.phone,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.phoneLike != null\">AND phone LIKE #{p.phoneLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.lastUpdateFrom != null\">AND datetime(last_update) &gt;= datetime(#{p.lastUpdateFrom,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.lastUpdateTo != null\">AND datetime(last_update) &lt;= datetime(#{p.lastUpdateTo,jdbcType=TIMESTAMP})</if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT address_id, address, address2, district, city_id, postal_code, phone, last_update",
        "FROM address",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">address_id</when><when test=\"s == 1\">address_id DESC</when><when test=\"s == 2\">address</when><when test=\"s == 3\">address DESC</when><when test=\"s == 4\">address2</when><when test=\"s == 5\">address2 DESC</when><when test=\"s == 6\">district</when><when test=\"s == 7\">district DESC</when><when test=\"s == 8\">city_id</when><when test=\"s == 9\">city_id DESC</when><when test=\"s == 10\">postal_code</when><when test=\"s == 11\">postal_code DESC</when><when test=\"s == 12\">phone</when><when test=\"s == 13\">phone DESC</when><when test=\"s == 14\">last_update</when><when test=\"s == 15\">last_update DESC</when></choose>, </foreach>address_id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "AddressQueryMapper.row", value = {
        @Result(column = "address_id", property = "addressId", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "address", property = "address", jdbcType = JdbcType.VARCHAR),
        @Result(column = "address2", property = "address2", jdbcType = JdbcType.VARCHAR),
        @Result(column = "district", property = "district", jdbcType = JdbcType.VARCHAR),
        @Result(column = "city_id", property = "cityId", jdbcType = JdbcType.INTEGER),
        @Result(column = "postal_code", property = "postalCode", jdbcType = JdbcType.VARCHAR),
        @Result(column = "phone", property = "phone", jdbcType = JdbcType.VARCHAR),
        @Result(column = "last_update", property = "lastUpdate", jdbcType = JdbcType.TIMESTAMP)
    })
    List<Address> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM address",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM address",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
