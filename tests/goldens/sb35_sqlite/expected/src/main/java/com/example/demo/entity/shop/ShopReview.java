package com.example.demo.entity.shop;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Shop review
 * <p>Table: {@code shop_review}</p>
 */
@Data
@Schema(description = "Shop review")
@JsonPropertyOrder({
    "id",
    "productId",
    "userId",
    "rating",
    "comment",
    "createdAt",
})
@TableName("shop_review")
public class ShopReview implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column id (primary key) */
    @TableId(value = "id", type = IdType.AUTO)
    private Long id;

    /** Column product_id */
    @NotNull
    private Long productId;

    /** Column user_id */
    @NotNull
    private Long userId;

    /** Column rating */
    @NotNull
    private Integer rating;

    /** Column comment */
    private String comment;

    /** Column created_at */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime createdAt;
}
