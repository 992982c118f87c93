package com.example.demo.entity.shop;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import lombok.Data;

/**
 * Shop category
 * <p>Table: {@code shop_category}</p>
 */
@Data
@Schema(description = "Shop category")
@JsonPropertyOrder({
    "id",
    "parentId",
    "name",
    "sortOrder",
})
@TableName("shop_category")
public class ShopCategory implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column id (primary key) */
    @TableId(value = "id", type = IdType.AUTO)
    private Long id;

    /** Column parent_id */
    private Long parentId;

    /** Column name */
    @NotBlank
    @Size(max = 64)
    private String name;

    /** Column sort_order */
    private Long sortOrder;
}
