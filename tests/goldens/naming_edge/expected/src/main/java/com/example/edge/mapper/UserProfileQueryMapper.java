package com.example.edge.mapper;

import com.example.edge.entity.UserProfile;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code user-profile}: the rows,
 * how many and whether any match the parameters of {@code UserProfileCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface UserProfileQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.id != null\">AND id = #{p.id,jdbcType=BIGINT}</if>"
        + " <if test=\"p.idIn != null and p.idIn.size() > 0\">AND id IN <foreach collection=\"p.idIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.firstNameLike != null\">AND `first name` LIKE #{p.firstNameLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.firstNameStarts != null\">AND `first name` LIKE #{p.firstNameStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.firstName != null\">AND `first name` = #{p.firstName,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.firstNameIsNull != null\"><choose><when test=\"p.firstNameIsNull\">AND `first name` IS NULL</when><otherwise>AND `first name` IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.class_ != null\">AND class = #{p.class_,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.class_Like != null\">AND class LIKE #{p.class_Like,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.class_IsNull != null\"><choose><when test=\"p.class_IsNull\">AND class IS NULL</when><otherwise>AND class IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.default_ != null\">AND `default` = #{p.default_,jdbcType=BOOLEAN}</if>"
        + " <if test=\"p._2faCode != null\">AND `2fa_code` = #{p._2faCode,jdbcType=CHAR}</if>"
        + " <if test=\"p._2faCodeLike != null\">AND `2fa_code` LIKE #{p._2faCodeLike,jdbcType=CHAR} ESCAPE '!'</if>"
        + " <if test=\"p._2faCodeIsNull != null\"><choose><when test=\"p._2faCodeIsNull\">AND `2fa_code` IS NULL</when><otherwise>AND `2fa_code` IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.order != null\">AND `order` = #{p.order,jdbcType=INTEGER}</if>"
        + " <if test=\"p.orderIn != null and p.orderIn.size() > 0\">AND `order` IN <foreach collection=\"p.orderIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.orderFrom != null\">AND `order` &gt;= #{p.orderFrom,jdbcType=INTEGER}</if>"
        + " <if test=\"p.orderTo != null\">AND `order` &lt;= #{p.orderTo,jdbcType=INTEGER}</if>"
        + " <if test=\"p.orderIsNull != null\"><choose><when test=\"p.orderIsNull\">AND `order` IS NULL</when><otherwise>AND `order` IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.用户名 != null\">AND `用户名` = #{p.用户名,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.用户名Like != null\">AND `用户名` LIKE #{p.用户名Like,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.用户名IsNull != null\"><choose><when test=\"p.用户名IsNull\">AND `用户名` IS NULL</when><otherwise>AND `用户名` IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.aValue != null\">AND a_value = #{p.aValue,jdbcType=INTEGER}</if>"
        + " <if test=\"p.aValueIn != null and p.aValueIn.size() > 0\">AND a_value IN <foreach collection=\"p.aValueIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.aValueFrom != null\">AND a_value &gt;= #{p.aValueFrom,jdbcType=INTEGER}</if>"
        + " <if test=\"p.aValueTo != null\">AND a_value &lt;= #{p.aValueTo,jdbcType=INTEGER}</if>"
        + " <if test=\"p.aValueIsNull != null\"><choose><when test=\"p.aValueIsNull\">AND a_value IS NULL</when><otherwise>AND a_value IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.url != null\">AND URL = #{p.url,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.urlLike != null\">AND URL LIKE #{p.urlLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.urlIsNull != null\"><choose><when test=\"p.urlIsNull\">AND URL IS NULL</when><otherwise>AND URL IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT id, `first name`, class, `default`, `2fa_code`, `order`, `用户名`, a_value, URL",
        "FROM `user-profile`",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">id</when><when test=\"s == 1\">id DESC</when><when test=\"s == 2\">`first name`</when><when test=\"s == 3\">`first name` DESC</when><when test=\"s == 4\">class</when><when test=\"s == 5\">class DESC</when><when test=\"s == 6\">`default`</when><when test=\"s == 7\">`default` DESC</when><when test=\"s == 8\">`2fa_code`</when><when test=\"s == 9\">`2fa_code` DESC</when><when test=\"s == 10\">`order`</when><when test=\"s == 11\">`order` DESC</when><when test=\"s == 12\">`用户名`</when><when test=\"s == 13\">`用户名` DESC</when><when test=\"s == 14\">a_value</when><when test=\"s == 15\">a_value DESC</when><when test=\"s == 16\">URL</when><when test=\"s == 17\">URL DESC</when></choose>, </foreach>id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "UserProfileQueryMapper.row", value = {
        @Result(column = "id", property = "id", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "first name", property = "firstName", jdbcType = JdbcType.VARCHAR),
        @Result(column = "class", property = "class_", jdbcType = JdbcType.VARCHAR),
        @Result(column = "default", property = "default_", jdbcType = JdbcType.BOOLEAN),
        @Result(column = "2fa_code", property = "_2faCode", jdbcType = JdbcType.CHAR),
        @Result(column = "order", property = "order", jdbcType = JdbcType.INTEGER),
        @Result(column = "用户名", property = "用户名", jdbcType = JdbcType.VARCHAR),
        @Result(column = "a_value", property = "aValue", jdbcType = JdbcType.INTEGER),
        @Result(column = "URL", property = "url", jdbcType = JdbcType.VARCHAR)
    })
    List<UserProfile> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM `user-profile`",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM `user-profile`",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
