package com.example.sakila.mapper;

import com.example.sakila.entity.CustomerList;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of view {@code customer_list}: the rows,
 * how many and whether any match the parameters of {@code CustomerListCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface CustomerListQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.id != null\">AND ID = #{p.id,jdbcType=BIGINT}</if>"
        + " <if test=\"p.idIn != null and p.idIn.size() > 0\">AND ID IN <foreach collection=\"p.idIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.idIsNull != null\"><choose><when test=\"p.idIsNull\">AND ID IS NULL</when><otherwise>AND ID IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.address != null\">AND address = #{p.address,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.addressLike != null\">AND address LIKE #{p.addressLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.addressIsNull != null\"><choose><when test=\"p.addressIsNull\">AND address IS NULL</when><otherwise>AND address IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.zipCode != null\">AND zip_code = #{p.zipCode,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.zipCodeLike != null\">AND zip_code LIKE #{p.zipCodeLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.zipCodeIsNull != null\"><choose><when test=\"p.zipCodeIsNull\">AND zip_code IS NULL</when><otherwise>AND zip_code IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.phone != null\">AND phone = #{p.phone,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.phoneLike != null\">AND phone LIKE #{p.phoneLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.phoneIsNull != null\"><choose><when test=\"p.phoneIsNull\">AND phone IS NULL</when><otherwise>AND phone IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.city != null\">AND city = #{p.city,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.cityLike != null\">AND city LIKE #{p.cityLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.cityIsNull != null\"><choose><when test=\"p.cityIsNull\">AND city IS NULL</when><otherwise>AND city IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.country != null\">AND country = #{p.country,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.countryLike != null\">AND country LIKE #{p.countryLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.countryIsNull != null\"><choose><when test=\"p.countryIsNull\">AND country IS NULL</when><otherwise>AND country IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.sid != null\">AND SID = #{p.sid,jdbcType=INTEGER}</if>"
        + " <if test=\"p.sidIn != null and p.sidIn.size() > 0\">AND SID IN <foreach collection=\"p.sidIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.sidFrom != null\">AND SID &gt;= #{p.sidFrom,jdbcType=INTEGER}</if>"
        + " <if test=\"p.sidTo != null\">AND SID &lt;= #{p.sidTo,jdbcType=INTEGER}</if>"
        + " <if test=\"p.sidIsNull != null\"><choose><when test=\"p.sidIsNull\">AND SID IS NULL</when><otherwise>AND SID IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT ID, name, address, zip_code, phone, city, country, notes, SID",
        "FROM customer_list",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">ID</when><when test=\"s == 1\">ID DESC</when><when test=\"s == 2\">address</when><when test=\"s == 3\">address DESC</when><when test=\"s == 4\">zip_code</when><when test=\"s == 5\">zip_code DESC</when><when test=\"s == 6\">phone</when><when test=\"s == 7\">phone DESC</when><when test=\"s == 8\">city</when><when test=\"s == 9\">city DESC</when><when test=\"s == 10\">country</when><when test=\"s == 11\">country DESC</when><when test=\"s == 12\">SID</when><when test=\"s == 13\">SID DESC</when></choose>, </foreach>ID",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "CustomerListQueryMapper.row", value = {
        @Result(column = "ID", property = "id", jdbcType = JdbcType.BIGINT),
        @Result(column = "name", property = "name", jdbcType = JdbcType.OTHER),
        @Result(column = "address", property = "address", jdbcType = JdbcType.VARCHAR),
        @Result(column = "zip_code", property = "zipCode", jdbcType = JdbcType.VARCHAR),
        @Result(column = "phone", property = "phone", jdbcType = JdbcType.VARCHAR),
        @Result(column = "city", property = "city", jdbcType = JdbcType.VARCHAR),
        @Result(column = "country", property = "country", jdbcType = JdbcType.VARCHAR),
        @Result(column = "notes", property = "notes", jdbcType = JdbcType.OTHER),
        @Result(column = "SID", property = "sid", jdbcType = JdbcType.INTEGER)
    })
    List<CustomerList> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM customer_list",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM customer_list",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
