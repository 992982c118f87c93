package com.example.demo.mapper.shop;

import com.example.demo.entity.shop.ShopProduct;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.ByteArrayTypeHandler;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code shop_product}: the rows,
 * how many and whether any match the parameters of {@code ShopProductCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface ShopProductQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.id != null\">AND id = #{p.id,jdbcType=BIGINT}</if>"
        + " <if test=\"p.idIn != null and p.idIn.size() > 0\">AND id IN <foreach collection=\"p.idIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.categoryId != null\">AND category_id = #{p.categoryId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.categoryIdIn != null and p.categoryIdIn.size() > 0\">AND category_id IN <foreach collection=\"p.categoryIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.sku != null\">AND sku = #{p.sku,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.skuLike != null\">AND sku LIKE #{p.skuLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.nameLike != null\">AND name LIKE #{p.nameLike,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.nameStarts != null\">AND name LIKE #{p.nameStarts,jdbcType=VARCHAR} ESCAPE '!'</if>"
        + " <if test=\"p.name != null\">AND name = #{p.name,jdbcType=VARCHAR}</if>"
        + " <if test=\"p.price != null\">AND price = #{p.price,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.priceIn != null and p.priceIn.size() > 0\">AND price IN <foreach collection=\"p.priceIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=DECIMAL}</foreach></if>"
        + " <if test=\"p.priceFrom != null\">AND price &gt;= #{p.priceFrom,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.priceTo != null\">AND price &lt;= #{p.priceTo,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.weightKg != null\">AND weight_kg = #{p.weightKg,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.weightKgIn != null and p.weightKgIn.size() > 0\">AND weight_kg IN <foreach collection=\"p.weightKgIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=DECIMAL}</foreach></if>"
        + " <if test=\"p.weightKgFrom != null\">AND weight_kg &gt;= #{p.weightKgFrom,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.weightKgTo != null\">AND weight_kg &lt;= #{p.weightKgTo,jdbcType=DECIMAL}</if>"
        + " <if test=\"p.weightKgIsNull != null\"><choose><when test=\"p.weightKgIsNull\">AND weight_kg IS NULL</when><otherwise>AND weight_kg IS NOT NULL</otherwise></choose></if>"
        + " <if test=\"p.onSale != null\">AND on_sale = #{p.onSale,jdbcType=BOOLEAN}</if>"
        + " <if test=\"p.releaseDateFrom != null\">AND date(release_date) &gt;= date(#{p.releaseDateFrom,jdbcType=DATE})</if>"
        + " <if test=\"p.releaseDateTo != null\">AND date(release_date) &lt;= date(#{p.releaseDateTo,jdbcType=DATE})</if>"
        + " <if test=\"p.releaseDateIsNull != null\"><choose><when test=\"p.releaseDateIsNull\">AND release_date IS NULL</when><otherwise>AND release_date IS NOT NULL</otherwise></choose></if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT id, category_id, sku, name, price, weight_kg, on_sale, release_date, image, description",
        "FROM shop_product",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">id</when><when test=\"s == 1\">id DESC</when><when test=\"s == 2\">category_id</when><when test=\"s == 3\">category_id DESC</when><when test=\"s == 4\">sku</when><when test=\"s == 5\">sku DESC</when><when test=\"s == 6\">name</when><when test=\"s == 7\">name DESC</when><when test=\"s == 8\">price</when><when test=\"s == 9\">price DESC</when><when test=\"s == 10\">weight_kg</when><when test=\"s == 11\">weight_kg DESC</when><when test=\"s == 12\">on_sale</when><when test=\"s == 13\">on_sale DESC</when><when test=\"s == 14\">release_date</when><when test=\"s == 15\">release_date DESC</when></choose>, </foreach>id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "ShopProductQueryMapper.row", value = {
        @Result(column = "id", property = "id", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "category_id", property = "categoryId", jdbcType = JdbcType.BIGINT),
        @Result(column = "sku", property = "sku", jdbcType = JdbcType.VARCHAR),
        @Result(column = "name", property = "name", jdbcType = JdbcType.VARCHAR),
        @Result(column = "price", property = "price", jdbcType = JdbcType.DECIMAL),
        @Result(column = "weight_kg", property = "weightKg", jdbcType = JdbcType.DECIMAL),
        @Result(column = "on_sale", property = "onSale", jdbcType = JdbcType.BOOLEAN),
        @Result(column = "release_date", property = "releaseDate", jdbcType = JdbcType.DATE),
        @Result(column = "image", property = "image", jdbcType = JdbcType.BINARY, typeHandler = ByteArrayTypeHandler.class),
        @Result(column = "description", property = "description", jdbcType = JdbcType.LONGVARCHAR)
    })
    List<ShopProduct> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM shop_product",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM shop_product",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
