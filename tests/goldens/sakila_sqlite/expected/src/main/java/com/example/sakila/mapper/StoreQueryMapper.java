package com.example.sakila.mapper;

import com.example.sakila.entity.Store;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code store}: the rows,
 * how many and whether any match the parameters of {@code StoreCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface StoreQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.storeId != null\">AND store_id = #{p.storeId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.storeIdIn != null and p.storeIdIn.size() > 0\">AND store_id IN <foreach collection=\"p.storeIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.managerStaffId != null\">AND manager_staff_id = #{p.managerStaffId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.managerStaffIdIn != null and p.managerStaffIdIn.size() > 0\">AND manager_staff_id IN <foreach collection=\"p.managerStaffIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.addressId != null\">AND address_id = #{p.addressId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.addressIdIn != null and p.addressIdIn.size() > 0\">AND address_id IN <foreach collection=\"p.addressIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.lastUpdateFrom != null\">AND datetime(last_update) &gt;= datetime(#{p.lastUpdateFrom,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.lastUpdateTo != null\">AND datetime(last_update) &lt;= datetime(#{p.lastUpdateTo,jdbcType=TIMESTAMP})</if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT store_id, manager_staff_id, address_id, last_update",
        "FROM store",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">store_id</when><when test=\"s == 1\">store_id DESC</when><when test=\"s == 2\">manager_staff_id</when><when test=\"s == 3\">manager_staff_id DESC</when><when test=\"s == 4\">address_id</when><when test=\"s == 5\">address_id DESC</when><when test=\"s == 6\">last_update</when><when test=\"s == 7\">last_update DESC</when></choose>, </foreach>store_id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "StoreQueryMapper.row", value = {
        @Result(column = "store_id", property = "storeId", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "manager_staff_id", property = "managerStaffId", jdbcType = JdbcType.INTEGER),
        @Result(column = "address_id", property = "addressId", jdbcType = JdbcType.INTEGER),
        @Result(column = "last_update", property = "lastUpdate", jdbcType = JdbcType.TIMESTAMP)
    })
    List<Store> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM store",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM store",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
