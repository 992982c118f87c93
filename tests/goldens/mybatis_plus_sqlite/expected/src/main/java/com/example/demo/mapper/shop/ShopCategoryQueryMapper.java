package com.example.demo.mapper.shop;

import com.example.demo.entity.shop.ShopCategory;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code shop_category}: the rows,
 * how many and whether any match the parameters of {@code ShopCategoryCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface ShopCategoryQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.id != null\">AND id = #{p.id,jdbcType=BIGINT}</if>"
        + " <if test=\"p.idIn != null and p.idIn.size() > 0\">AND id IN <foreach collection=\"p.idIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.parentId != null\">AND parent_id = #{p.parentId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.parentIdIn != null and p.parentIdIn.size() > 0\">AND parent_id IN <foreach collection=\"p.parentIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.parentIdIsNull != null\"><choose><when test=\"p.parentIdIsNull\">AND parent_id IS NULL</when><otherwise>AND parent_id IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.nameLike != null\">AND name LIKE #{p.nameLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.nameStarts != null\">AND name LIKE #{p.nameStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.name != null\">AND name = #{p.name,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.sortOrder != null\">AND sort_order = #{p.sortOrder,jdbcType=BIGINT}</if>"
        + " <if test=\"p.sortOrderIn != null and p.sortOrderIn.size() > 0\">AND sort_order IN <foreach collection=\"p.sortOrderIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.sortOrderFrom != null\">AND sort_order &gt;= #{p.sortOrderFrom,jdbcType=BIGINT}</if>"
        + " <if test=\"p.sortOrderTo != null\">AND sort_order &lt;= #{p.sortOrderTo,jdbcType=BIGINT}</if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT id, parent_id, name, sort_order",
        "FROM shop_category",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">id</when><when test=\"s == 1\">id DESC</when><when test=\"s == 2\">parent_id</when><when test=\"s == 3\">parent_id DESC</when><when test=\"s == 4\">name</when><when test=\"s == 5\">name DESC</when><when test=\"s == 6\">sort_order</when><when test=\"s == 7\">sort_order DESC</when></choose>, </foreach>id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "ShopCategoryQueryMapper.row", value = {
        @Result(column = "id", property = "id", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "parent_id", property = "parentId", jdbcType = JdbcType.BIGINT),
        @Result(column = "name", property = "name", jdbcType = JdbcType.VARCHAR),
        @Result(column = "sort_order", property = "sortOrder", jdbcType = JdbcType.BIGINT)
    })
    List<ShopCategory> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM shop_category",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM shop_category",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
