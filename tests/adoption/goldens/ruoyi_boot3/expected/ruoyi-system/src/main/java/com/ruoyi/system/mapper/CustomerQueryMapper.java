package com.ruoyi.system.mapper;

import com.ruoyi.system.domain.Customer;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code biz_customer}: the rows,
 * how many and whether any match the parameters of {@code CustomerCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface CustomerQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " del_flag = &apos;0&apos;"
        + " <if test=\"p.customerId != null\">AND customer_id = #{p.customerId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.customerIdIn != null and p.customerIdIn.size() > 0\">AND customer_id IN <foreach collection=\"p.customerIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.customerNameLike != null\">AND customer_name LIKE #{p.customerNameLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.customerNameStarts != null\">AND customer_name LIKE #{p.customerNameStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.customerName != null\">AND customer_name = #{p.customerName,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.phone != null\">AND phone = #{p.phone,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.phoneLike != null\">AND phone LIKE #{p.phoneLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.phoneIsNull != null\"><choose><when test=\"p.phoneIsNull\">AND phone IS NULL</when><otherwise>AND phone IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.email != null\">AND email = #{p.email,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.emailLike != null\">AND email LIKE #{p.emailLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.emailIsNull != null\"><choose><when test=\"p.emailIsNull\">AND email IS NULL</when><otherwise>AND email IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.status != null\">AND status = #{p.status,jdbcType=CHAR}</if>"
        + " <if test=\"p.statusIn != null and p.statusIn.size() > 0\">AND status IN <foreach collection=\"p.statusIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=CHAR}</foreach></if>"
        + " <if test=\"p.statusIsNull != null\"><choose><when test=\"p.statusIsNull\">AND status IS NULL</when><otherwise>AND status IS NOT NULL</otherwise></choose></if>"
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
        + " <if test=\"p.remark != null\">AND remark = #{p.remark,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.remarkLike != null\">AND remark LIKE #{p.remarkLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.remarkIsNull != null\"><choose><when test=\"p.remarkIsNull\">AND remark IS NULL</when><otherwise>AND remark IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** The matching rows (PageHelper pages them), in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT customer_id, customer_name, phone, email, status, del_flag, create_by, create_time, update_by, update_time, remark",
        "FROM biz_customer",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">customer_id</when><when test=\"s == 1\">customer_id DESC</when><when test=\"s == 2\">customer_name</when><when test=\"s == 3\">customer_name DESC</when><when test=\"s == 4\">phone</when><when test=\"s == 5\">phone DESC</when><when test=\"s == 6\">email</when><when test=\"s == 7\">email DESC</when><when test=\"s == 8\">status</when><when test=\"s == 9\">status DESC</when><when test=\"s == 10\">create_by</when><when test=\"s == 11\">create_by DESC</when><when test=\"s == 12\">create_time</when><when test=\"s == 13\">create_time DESC</when><when test=\"s == 14\">update_by</when><when test=\"s == 15\">update_by DESC</when><when test=\"s == 16\">update_time</when><when test=\"s == 17\">update_time DESC</when><when test=\"s == 18\">remark</when><when test=\"s == 19\">remark DESC</when></choose>, </foreach>customer_id",
        "</script>"
    })
    @Results(id = "CustomerQueryMapper.row", value = {
        @Result(column = "customer_id", property = "customerId", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "customer_name", property = "customerName", jdbcType = JdbcType.VARCHAR),
        @Result(column = "phone", property = "phone", jdbcType = JdbcType.VARCHAR),
        @Result(column = "email", property = "email", jdbcType = JdbcType.VARCHAR),
        @Result(column = "status", property = "status", jdbcType = JdbcType.CHAR),
        @Result(column = "del_flag", property = "delFlag", jdbcType = JdbcType.CHAR),
        @Result(column = "create_by", property = "createBy", jdbcType = JdbcType.VARCHAR),
        @Result(column = "create_time", property = "createTime", jdbcType = JdbcType.TIMESTAMP),
        @Result(column = "update_by", property = "updateBy", jdbcType = JdbcType.VARCHAR),
        @Result(column = "update_time", property = "updateTime", jdbcType = JdbcType.TIMESTAMP),
        @Result(column = "remark", property = "remark", jdbcType = JdbcType.VARCHAR)
    })
    List<Customer> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM biz_customer",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM biz_customer",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
