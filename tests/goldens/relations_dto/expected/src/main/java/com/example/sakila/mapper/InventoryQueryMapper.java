package com.example.sakila.mapper;

import com.example.sakila.entity.Inventory;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code inventory}: the rows,
 * how many and whether any match the parameters of {@code InventoryCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface InventoryQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.inventoryId != null\">AND inventory_id = #{p.inventoryId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.inventoryIdIn != null and p.inventoryIdIn.size() > 0\">AND inventory_id IN <foreach collection=\"p.inventoryIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.filmId != null\">AND film_id = #{p.filmId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.filmIdIn != null and p.filmIdIn.size() > 0\">AND film_id IN <foreach collection=\"p.filmIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.storeId != null\">AND store_id = #{p.storeId,jdbcType=INTEGER}</if>"
        + " <if test=\"p.storeIdIn != null and p.storeIdIn.size() > 0\">AND store_id IN <foreach collection=\"p.storeIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=INTEGER}</foreach></if>"
        + " <if test=\"p.lastUpdateFrom != null\">AND datetime(last_update) &gt;= datetime(#{p.lastUpdateFrom,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.lastUpdateTo != null\">AND datetime(last_update) &lt;= datetime(#{p.lastUpdateTo,jdbcType=TIMESTAMP})</if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT inventory_id, film_id, store_id, last_update",
        "FROM inventory",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">inventory_id</when><when test=\"s == 1\">inventory_id DESC</when><when test=\"s == 2\">film_id</when><when test=\"s == 3\">film_id DESC</when><when test=\"s == 4\">store_id</when><when test=\"s == 5\">store_id DESC</when><when test=\"s == 6\">last_update</when><when test=\"s == 7\">last_update DESC</when></choose>, </foreach>inventory_id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "InventoryQueryMapper.row", value = {
        @Result(column = "inventory_id", property = "inventoryId", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "film_id", property = "filmId", jdbcType = JdbcType.INTEGER),
        @Result(column = "store_id", property = "storeId", jdbcType = JdbcType.INTEGER),
        @Result(column = "last_update", property = "lastUpdate", jdbcType = JdbcType.TIMESTAMP)
    })
    List<Inventory> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM inventory",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM inventory",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
