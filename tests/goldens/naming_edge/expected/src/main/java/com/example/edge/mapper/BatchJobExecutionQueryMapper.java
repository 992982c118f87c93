package com.example.edge.mapper;

import com.example.edge.entity.BatchJobExecution;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code BATCH_JOB_EXECUTION}: the rows,
 * how many and whether any match the parameters of {@code BatchJobExecutionCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface BatchJobExecutionQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.jobExecutionId != null\">AND JOB_EXECUTION_ID = #{p.jobExecutionId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.jobExecutionIdIn != null and p.jobExecutionIdIn.size() > 0\">AND JOB_EXECUTION_ID IN <foreach collection=\"p.jobExecutionIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.startTimeFrom != null\">AND START_TIME &gt;= #{p.startTimeFrom,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.startTimeTo != null\">AND START_TIME &lt;= #{p.startTimeTo,jdbcType=TIMESTAMP}</if>"
        + " <if test=\"p.startTimeIsNull != null\"><choose><when test=\"p.startTimeIsNull\">AND START_TIME IS NULL</when><otherwise>AND START_TIME IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.exitMessage != null\">AND EXIT_MESSAGE = #{p.exitMessage,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.exitMessageLike != null\">AND EXIT_MESSAGE LIKE #{p.exitMessageLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.exitMessageIsNull != null\"><choose><when test=\"p.exitMessageIsNull\">AND EXIT_MESSAGE IS NULL</when><otherwise>AND EXIT_MESSAGE IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT JOB_EXECUTION_ID, START_TIME, EXIT_MESSAGE",
        "FROM BATCH_JOB_EXECUTION",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">JOB_EXECUTION_ID</when><when test=\"s == 1\">JOB_EXECUTION_ID DESC</when><when test=\"s == 2\">START_TIME</when><when test=\"s == 3\">START_TIME DESC</when><when test=\"s == 4\">EXIT_MESSAGE</when><when test=\"s == 5\">EXIT_MESSAGE DESC</when></choose>, </foreach>JOB_EXECUTION_ID",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "BatchJobExecutionQueryMapper.row", value = {
        @Result(column = "JOB_EXECUTION_ID", property = "jobExecutionId", jdbcType = JdbcType.BIGINT),
        @Result(column = "START_TIME", property = "startTime", jdbcType = JdbcType.TIMESTAMP),
        @Result(column = "EXIT_MESSAGE", property = "exitMessage", jdbcType = JdbcType.VARCHAR)
    })
    List<BatchJobExecution> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM BATCH_JOB_EXECUTION",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM BATCH_JOB_EXECUTION",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
