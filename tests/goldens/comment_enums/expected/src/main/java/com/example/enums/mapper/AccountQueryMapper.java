package com.example.enums.mapper;

import com.example.enums.common.DbEnumTypeHandler;
import com.example.enums.entity.Account;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code account}: the rows,
 * how many and whether any match the parameters of {@code AccountCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface AccountQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.id != null\">AND id = #{p.id,jdbcType=BIGINT}</if>"
        + " <if test=\"p.idIn != null and p.idIn.size() > 0\">AND id IN <foreach collection=\"p.idIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.status != null\">AND status = #{p.status,jdbcType=CHAR,typeHandler=com.example.enums.common.DbEnumTypeHandler}</if>"
        + " <if test=\"p.statusIn != null and p.statusIn.size() > 0\">AND status IN <foreach collection=\"p.statusIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=CHAR,typeHandler=com.example.enums.common.DbEnumTypeHandler}</foreach></if>"
        + " <if test=\"p.sex != null\">AND sex = #{p.sex,jdbcType=CHAR}</if>"
        + " <if test=\"p.sexIn != null and p.sexIn.size() > 0\">AND sex IN <foreach collection=\"p.sexIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=CHAR}</foreach></if>"
        + " <if test=\"p.sexIsNull != null\"><choose><when test=\"p.sexIsNull\">AND sex IS NULL</when><otherwise>AND sex IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.mode != null\">AND mode = #{p.mode,jdbcType=INTEGER,typeHandler=com.example.enums.common.DbEnumTypeHandler}</if>"
        + " <if test=\"p.modeIn != null and p.modeIn.size() > 0\">AND mode IN <foreach collection=\"p.modeIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER,typeHandler=com.example.enums.common.DbEnumTypeHandler}</foreach></if>"
        + " <if test=\"p.modeIsNull != null\"><choose><when test=\"p.modeIsNull\">AND mode IS NULL</when><otherwise>AND mode IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.flag != null\">AND flag = #{p.flag,jdbcType=VARCHAR,typeHandler=com.example.enums.common.DbEnumTypeHandler}</if>"
        + " <if test=\"p.flagIn != null and p.flagIn.size() > 0\">AND flag IN <foreach collection=\"p.flagIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=VARCHAR,typeHandler=com.example.enums.common.DbEnumTypeHandler}</foreach></if>"
        + " <if test=\"p.flagIsNull != null\"><choose><when test=\"p.flagIsNull\">AND flag IS NULL</when><otherwise>AND flag IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.phase != null\">AND phase = #{p.phase,jdbcType=SMALLINT,typeHandler=com.example.enums.common.DbEnumTypeHandler}</if>"
        + " <if test=\"p.phaseIn != null and p.phaseIn.size() > 0\">AND phase IN <foreach collection=\"p.phaseIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=SMALLINT,typeHandler=com.example.enums.common.DbEnumTypeHandler}</foreach></if>"
        + " <if test=\"p.phaseIsNull != null\"><choose><when test=\"p.phaseIsNull\">AND phase IS NULL</when><otherwise>AND phase IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.note != null\">AND note = #{p.note,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.noteIn != null and p.noteIn.size() > 0\">AND note IN <foreach collection=\"p.noteIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=VARCHAR}</foreach></if>"
        + " <if test=\"p.noteIsNull != null\"><choose><when test=\"p.noteIsNull\">AND note IS NULL</when><otherwise>AND note IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT id, status, sex, mode, flag, phase, note",
        "FROM account",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">id</when><when test=\"s == 1\">id DESC</when><when test=\"s == 2\">status</when><when test=\"s == 3\">status DESC</when><when test=\"s == 4\">sex</when><when test=\"s == 5\">sex DESC</when><when test=\"s == 6\">mode</when><when test=\"s == 7\">mode DESC</when><when test=\"s == 8\">flag</when><when test=\"s == 9\">flag DESC</when><when test=\"s == 10\">phase</when><when test=\"s == 11\">phase DESC</when><when test=\"s == 12\">note</when><when test=\"s == 13\">note DESC</when></choose>, </foreach>id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "AccountQueryMapper.row", value = {
        @Result(column = "id", property = "id", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "status", property = "status", jdbcType = JdbcType.CHAR, typeHandler = DbEnumTypeHandler.class),
        @Result(column = "sex", property = "sex", jdbcType = JdbcType.CHAR),
        @Result(column = "mode", property = "mode", jdbcType = JdbcType.INTEGER, typeHandler = DbEnumTypeHandler.class),
        @Result(column = "flag", property = "flag", jdbcType = JdbcType.VARCHAR, typeHandler = DbEnumTypeHandler.class),
        @Result(column = "phase", property = "phase", jdbcType = JdbcType.SMALLINT, typeHandler = DbEnumTypeHandler.class),
        @Result(column = "note", property = "note", jdbcType = JdbcType.VARCHAR)
    })
    List<Account> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM account",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM account",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
