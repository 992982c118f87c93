package com.ruoyi.system.mapper;

import com.ruoyi.system.domain.SysPost;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code sys_post}: the rows,
 * how many and whether any match the parameters of {@code BizPostCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface BizPostQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.postId != null\">AND post_id = #{p.postId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.postIdIn != null and p.postIdIn.size() > 0\">AND post_id IN <foreach collection=\"p.postIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.postCode != null\">AND post_code = #{p.postCode,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.postCodeLike != null\">AND post_code LIKE #{p.postCodeLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.postNameLike != null\">AND post_name LIKE #{p.postNameLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.postNameStarts != null\">AND post_name LIKE #{p.postNameStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.postName != null\">AND post_name = #{p.postName,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.postSort != null\">AND post_sort = #{p.postSort,jdbcType=INTEGER}</if>"
        + " <if test=\"p.postSortIn != null and p.postSortIn.size() > 0\">AND post_sort IN <foreach collection=\"p.postSortIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.postSortFrom != null\">AND post_sort &gt;= #{p.postSortFrom,jdbcType=INTEGER}</if>"
        + " <if test=\"p.postSortTo != null\">AND post_sort &lt;= #{p.postSortTo,jdbcType=INTEGER}</if>"
        + " <if test=\"p.status != null\">AND status = #{p.status,jdbcType=CHAR}</if>"
        + " <if test=\"p.statusIn != null and p.statusIn.size() > 0\">AND status IN <foreach collection=\"p.statusIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=CHAR}</foreach></if>"
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
        "SELECT post_id, post_code, post_name, post_sort, status, create_by, create_time, update_by, update_time, remark",
        "FROM sys_post",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">post_id</when><when test=\"s == 1\">post_id DESC</when><when test=\"s == 2\">post_code</when><when test=\"s == 3\">post_code DESC</when><when test=\"s == 4\">post_name</when><when test=\"s == 5\">post_name DESC</when><when test=\"s == 6\">post_sort</when><when test=\"s == 7\">post_sort DESC</when><when test=\"s == 8\">status</when><when test=\"s == 9\">status DESC</when><when test=\"s == 10\">create_by</when><when test=\"s == 11\">create_by DESC</when><when test=\"s == 12\">create_time</when><when test=\"s == 13\">create_time DESC</when><when test=\"s == 14\">update_by</when><when test=\"s == 15\">update_by DESC</when><when test=\"s == 16\">update_time</when><when test=\"s == 17\">update_time DESC</when><when test=\"s == 18\">remark</when><when test=\"s == 19\">remark DESC</when></choose>, </foreach>post_id",
        "</script>"
    })
    @Results(id = "BizPostQueryMapper.row", value = {
        @Result(column = "post_id", property = "postId", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "post_code", property = "postCode", jdbcType = JdbcType.VARCHAR),
        @Result(column = "post_name", property = "postName", jdbcType = JdbcType.VARCHAR),
        @Result(column = "post_sort", property = "postSort", jdbcType = JdbcType.INTEGER),
        @Result(column = "status", property = "status", jdbcType = JdbcType.CHAR),
        @Result(column = "create_by", property = "createBy", jdbcType = JdbcType.VARCHAR),
        @Result(column = "create_time", property = "createTime", jdbcType = JdbcType.TIMESTAMP),
        @Result(column = "update_by", property = "updateBy", jdbcType = JdbcType.VARCHAR),
        @Result(column = "update_time", property = "updateTime", jdbcType = JdbcType.TIMESTAMP),
        @Result(column = "remark", property = "remark", jdbcType = JdbcType.VARCHAR)
    })
    List<SysPost> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM sys_post",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM sys_post",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
