package com.example.demo.mapper.shop;

import com.example.demo.entity.shop.ShopReview;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Result;
import org.apache.ibatis.annotations.Results;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.type.JdbcType;

/**
 * The list query of table {@code shop_review}: the rows,
 * how many and whether any match the parameters of {@code ShopReviewCriteria.toParams()}
 * ({@code offset} and {@code limit} for a page).
 */
@Mapper
public interface ShopReviewQueryMapper {

    /** The conditions of the three statements (each applies when its parameter is not null). */
    String WHERE = "<where>"
        + " <if test=\"p.id != null\">AND id = #{p.id,jdbcType=BIGINT}</if>"
        + " <if test=\"p.idIn != null and p.idIn.size() > 0\">AND id IN <foreach collection=\"p.idIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.productId != null\">AND product_id = #{p.productId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.productIdIn != null and p.productIdIn.size() > 0\">AND product_id IN <foreach collection=\"p.productIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.userId != null\">AND user_id = #{p.userId,jdbcType=BIGINT}</if>"
        + " <if test=\"p.userIdIn != null and p.userIdIn.size() > 0\">AND user_id IN <foreach collection=\"p.userIdIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=BIGINT}</foreach></if>"
        + " <if test=\"p.rating != null\">AND rating = #{p.rating,jdbcType=SMALLINT}</if>"
        + " <if test=\"p.ratingIn != null and p.ratingIn.size() > 0\">AND rating IN <foreach collection=\"p.ratingIn\" item=\"v\" open=\"(\" separator=\", \" close=\")\">#{v,jdbcType=SMALLINT}</foreach></if>"
        + " <if test=\"p.createdAtFrom != null\">AND datetime(created_at) &gt;= datetime(#{p.createdAtFrom,jdbcType=TIMESTAMP})</if>"
        + " <if test=\"p.createdAtTo != null\">AND datetime(created_at) &lt;= datetime(#{p.createdAtTo,jdbcType=TIMESTAMP})</if>"
        + " </where>";

    /** One page of the matching rows, in the order {@code sort} asks for, then by key. */
    @Select({
        "<script>",
        "SELECT id, product_id, user_id, rating, comment, created_at",
        "FROM shop_review",
        WHERE,

        "ORDER BY <foreach collection=\"p.sort\" item=\"s\"><choose><when test=\"s == 0\">id</when><when test=\"s == 1\">id DESC</when><when test=\"s == 2\">product_id</when><when test=\"s == 3\">product_id DESC</when><when test=\"s == 4\">user_id</when><when test=\"s == 5\">user_id DESC</when><when test=\"s == 6\">rating</when><when test=\"s == 7\">rating DESC</when><when test=\"s == 8\">created_at</when><when test=\"s == 9\">created_at DESC</when></choose>, </foreach>id",
        "LIMIT #{p.limit} OFFSET #{p.offset}",
        "</script>"
    })
    @Results(id = "ShopReviewQueryMapper.row", value = {
        @Result(column = "id", property = "id", jdbcType = JdbcType.BIGINT, id = true),
        @Result(column = "product_id", property = "productId", jdbcType = JdbcType.BIGINT),
        @Result(column = "user_id", property = "userId", jdbcType = JdbcType.BIGINT),
        @Result(column = "rating", property = "rating", jdbcType = JdbcType.SMALLINT),
        @Result(column = "comment", property = "comment", jdbcType = JdbcType.LONGVARCHAR),
        @Result(column = "created_at", property = "createdAt", jdbcType = JdbcType.TIMESTAMP)
    })
    List<ShopReview> selectQuery(@Param("p") Map<String, Object> p);

    /** How many rows match. */
    @Select({
        "<script>",
        "SELECT COUNT(*) FROM shop_review",
        WHERE,

        "</script>"
    })
    long countQuery(@Param("p") Map<String, Object> p);

    /** 1 when a row matches, else null. */
    @Select({
        "<script>",
        "SELECT 1 FROM shop_review",
        WHERE,

        "LIMIT 1",
        "</script>"
    })
    Integer existsQuery(@Param("p") Map<String, Object> p);
}
