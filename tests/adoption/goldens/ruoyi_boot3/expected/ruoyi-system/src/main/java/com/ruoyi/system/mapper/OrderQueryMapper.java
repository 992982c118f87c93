package com.ruoyi.system.mapper;

import com.ruoyi.system.domain.Order;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code biz_order}: the rows,
 * how many and whether any match the parameters of {@code OrderCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface OrderQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " del_flag = &apos;0&apos;"
        + " <if test=\"p.orderId != null\">AND order_id = #{p.orderId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.orderIdIn != null and p.orderIdIn.size() > 0\">AND order_id IN <foreach collection=\"p.orderIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.orderNo != null\">AND order_no = #{p.orderNo,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.orderNoLike != null\">AND order_no LIKE #{p.orderNoLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.customerId != null\">AND customer_id = #{p.customerId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.customerIdIn != null and p.customerIdIn.size() > 0\">AND customer_id IN <foreach collection=\"p.customerIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.totalAmount != null\">AND total_amount = #{p.totalAmount,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.totalAmountIn != null and p.totalAmountIn.size() > 0\">AND total_amount IN <foreach collection=\"p.totalAmountIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=DECIMAL}</foreach></if>"
        + " <if test=\"p.totalAmountFrom != null\">AND total_amount &gt;= #{p.totalAmountFrom,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.totalAmountTo != null\">AND total_amount &lt;= #{p.totalAmountTo,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.totalAmountIsNull != null\"><choose><when test=\"p.totalAmountIsNull\">AND total_amount IS NULL</when><otherwise>AND total_amount IS NOT NULL</otherwise></choose></if>"
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
        "SELECT order_id, order_no, customer_id, total_amount, status, del_flag, create_by, create_time, update_by, update_time, remark",
        "FROM biz_order",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">order_id</when><when test=\"s == 1\">order_id DESC</when><when test=\"s == 2\">order_no</when><when test=\"s == 3\">order_no DESC</when><when test=\"s == 4\">customer_id</when><when test=\"s == 5\">customer_id DESC</when><when test=\"s == 6\">total_amount</when><when test=\"s == 7\">total_amount DESC</when><when test=\"s == 8\">status</when><when test=\"s == 9\">status DESC</when><when test=\"s == 10\">create_by</when><when test=\"s == 11\">create_by DESC</when><when test=\"s == 12\">create_time</when><when test=\"s == 13\">create_time DESC</when><when test=\"s == 14\">update_by</when><when test=\"s == 15\">update_by DESC</when><when test=\"s == 16\">update_time</when><when test=\"s == 17\">update_time DESC</when><when test=\"s == 18\">remark</when><when test=\"s == 19\">remark DESC</when></choose>, </foreach>order_id",
        "</script>"
    })
    @Results(id = "OrderQueryMapper.row", value = {
        @Result(column = "order_id", property = "orderId", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "order_no", property = "orderNo", jdbcType = JdbcType.VARCHAR),
        @Result(column = "customer_id", property = "customerId", jdbcType = JdbcType.BIGINT),
        @Result(column = "total_amount", property = "totalAmount", jdbcType = JdbcType.DECIMAL),
        @Result(column = "status", property = "status", jdbcType = JdbcType.CHAR),
        @Result(column = "del_flag", property = "delFlag", jdbcType = JdbcType.CHAR),
        @Result(column = "create_by", property = "createBy", jdbcType = JdbcType.VARCHAR),
        @Result(column = "create_time", property = "createTime", jdbcType = JdbcType.TIMESTAMP),
        @Result(column = "update_by", property = "updateBy", jdbcType = JdbcType.VARCHAR),
        @Result(column = "update_time", property = "updateTime", jdbcType = JdbcType.TIMESTAMP),
        @Result(column = "remark", property = "remark", jdbcType = JdbcType.VARCHAR)
    })
    List<Order> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM biz_order",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM biz_order",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
