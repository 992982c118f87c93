package com.example.sakila.mapper;

import com.example.sakila.entity.SalesByStore;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of view {@code sales_by_store}: the rows,
 * how many and whether any match the parameters of {@code SalesByStoreCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface SalesByStoreQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.storeId != null\">AND store_id = #{p.storeId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.storeIdIn != null and p.storeIdIn.size() > 0\">AND store_id IN <foreach collection=\"p.storeIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.storeIdIsNull != null\"><choose><when test=\"p.storeIdIsNull\">AND store_id IS NULL</when><otherwise>AND store_id IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT store_id, store, manager, total_sales",
        "FROM sales_by_store",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">store_id</when><when test=\"s == 1\">store_id DESC</when></choose>, </foreach>store_id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "SalesByStoreQueryMapper.row", value = {
        @Result(column = "store_id", property = "storeId", jdbcType = JdbcType.BIGINT),
        @Result(column = "store", property = "store", jdbcType = JdbcType.OTHER),
        @Result(column = "manager", property = "manager", jdbcType = JdbcType.OTHER),
        @Result(column = "total_sales", property = "totalSales", jdbcType = JdbcType.OTHER)
    })
    List<SalesByStore> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM sales_by_store",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM sales_by_store",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
