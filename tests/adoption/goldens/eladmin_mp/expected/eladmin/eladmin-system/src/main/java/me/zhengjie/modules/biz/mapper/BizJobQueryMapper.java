package me.zhengjie.modules.biz.mapper;

import java.util.List;
import java.util.Map;
import me.zhengjie.modules.system.domain.Job;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code sys_job}: the rows,
 * how many and whether any match the parameters of {@code BizJobCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface BizJobQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.id != null\">AND job_id = #{p.id,jdbcType=BIGINT}</if>"
        + " <if test=\"p.idIn != null and p.idIn.size() > 0\">AND job_id IN <foreach collection=\"p.idIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.nameLike != null\">AND name LIKE #{p.nameLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.nameStarts != null\">AND name LIKE #{p.nameStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.name != null\">AND name = #{p.name,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.enabled != null\">AND enabled = #{p.enabled,jdbcType=BOOLEAN}</if>"
        + " <if test=\"p.jobSort != null\">AND job_sort = #{p.jobSort,jdbcType=BIGINT}</if>"
        + " <if test=\"p.jobSortIn != null and p.jobSortIn.size() > 0\">AND job_sort IN <foreach collection=\"p.jobSortIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.jobSortFrom != null\">AND job_sort &gt;= #{p.jobSortFrom,jdbcType=BIGINT}</if>"
        + " <if test=\"p.jobSortTo != null\">AND job_sort &lt;= #{p.jobSortTo,jdbcType=BIGINT}</if>"
        + " <if test=\"p.jobSortIsNull != null\"><choose><when test=\"p.jobSortIsNull\">AND job_sort IS NULL</when><otherwise>AND job_sort IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.createBy != null\">AND create_by = #{p.createBy,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.createByLike != null\">AND create_by LIKE #{p.createByLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.createByIsNull != null\"><choose><when test=\"p.createByIsNull\">AND create_by IS NULL</when><otherwise>AND create_by IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.updateBy != null\">AND update_by = #{p.updateBy,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.updateByLike != null\">AND update_by LIKE #{p.updateByLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.updateByIsNull != null\"><choose><when test=\"p.updateByIsNull\">AND update_by IS NULL</when><otherwise>AND update_by IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.createTimeFrom != null\">AND create_time &gt;= #{p.createTimeFrom,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.createTimeTo != null\">AND create_time &lt;= #{p.createTimeTo,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.createTimeIsNull != null\"><choose><when test=\"p.createTimeIsNull\">AND create_time IS NULL</when><otherwise>AND create_time IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.updateTimeFrom != null\">AND update_time &gt;= #{p.updateTimeFrom,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.updateTimeTo != null\">AND update_time &lt;= #{p.updateTimeTo,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.updateTimeIsNull != null\"><choose><when test=\"p.updateTimeIsNull\">AND update_time IS NULL</when><otherwise>AND update_time IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT job_id, name, enabled, job_sort, create_by, update_by, create_time, update_time",
        "FROM sys_job",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">job_id</when><when test=\"s == 1\">job_id DESC</when><when test=\"s == 2\">name</when><when test=\"s == 3\">name DESC</when><when test=\"s == 4\">enabled</when><when test=\"s == 5\">enabled DESC</when><when test=\"s == 6\">job_sort</when><when test=\"s == 7\">job_sort DESC</when><when test=\"s == 8\">create_by</when><when test=\"s == 9\">create_by DESC</when><when test=\"s == 10\">update_by</when><when test=\"s == 11\">update_by DESC</when><when test=\"s == 12\">create_time</when><when test=\"s == 13\">create_time DESC</when><when test=\"s == 14\">update_time</when><when test=\"s == 15\">update_time DESC</when></choose>, </foreach>job_id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "BizJobQueryMapper.row", value = {
        @Result(column = "job_id", property = "id", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "name", property = "name", jdbcType = JdbcType.VARCHAR),
        @Result(column = "enabled", property = "enabled", jdbcType = JdbcType.BOOLEAN),
        @Result(column = "job_sort", property = "jobSort", jdbcType = JdbcType.BIGINT),
        @Result(column = "create_by", property = "createBy", jdbcType = JdbcType.VARCHAR),
        @Result(column = "update_by", property = "updateBy", jdbcType = JdbcType.VARCHAR),
        @Result(column = "create_time", property = "createTime", jdbcType = JdbcType.TIMESTAMP),
        @Result(column = "update_time", property = "updateTime", jdbcType = JdbcType.TIMESTAMP)
    })
    List<Job> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM sys_job",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM sys_job",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
