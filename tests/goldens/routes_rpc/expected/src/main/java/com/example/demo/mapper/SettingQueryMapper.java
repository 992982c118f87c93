package com.example.demo.mapper;

import com.example.demo.entity.Setting;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code app_setting}: the rows,
 * how many and whether any match the parameters of {@code SettingCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface SettingQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.key != null\">AND &quot;key&quot; = #{p.key,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.keyIn != null and p.keyIn.size() > 0\">AND &quot;key&quot; IN <foreach collection=\"p.keyIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=VARCHAR}</foreach></if>"
        + " <if test=\"p.order != null\">AND &quot;order&quot; = #{p.order,jdbcType=BIGINT}</if>"
        + " <if test=\"p.orderIn != null and p.orderIn.size() > 0\">AND &quot;order&quot; IN <foreach collection=\"p.orderIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.orderFrom != null\">AND &quot;order&quot; &gt;= #{p.orderFrom,jdbcType=BIGINT}</if>"
        + " <if test=\"p.orderTo != null\">AND &quot;order&quot; &lt;= #{p.orderTo,jdbcType=BIGINT}</if>"
        + " <if test=\"p.updatedAtFrom != null\">AND datetime(updated_at) &gt;= datetime(#{p.updatedAtFrom,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.updatedAtTo != null\">AND datetime(updated_at) &lt;= datetime(#{p.updatedAtTo,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.updatedAtIsNull != null\"><choose><when test=\"p.updatedAtIsNull\">AND updated_at IS NULL</when><otherwise>AND updated_at IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT &quot;key&quot;, value, &quot;order&quot;, updated_at",
        "FROM app_setting",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">&quot;key&quot;</when><when test=\"s == 1\">&quot;key&quot; DESC</when><when test=\"s == 2\">&quot;order&quot;</when><when test=\"s == 3\">&quot;order&quot; DESC</when><when test=\"s == 4\">updated_at</when><when test=\"s == 5\">updated_at DESC</when></choose>, </foreach>&quot;key&quot;",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "SettingQueryMapper.row", value = {
        @Result(column = "key", property = "key", jdbcType = JdbcType.VARCHAR, id = true),
        @Result(column = "value", property = "value", jdbcType = JdbcType.LONGVARCHAR),
        @Result(column = "order", property = "order", jdbcType = JdbcType.BIGINT),
        @Result(column = "updated_at", property = "updatedAt", jdbcType = JdbcType.TIMESTAMP)
    })
    List<Setting> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM app_setting",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM app_setting",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
