package com.example.demo.entity.shop;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableLogic;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Shop order
 * <p>Table: {@code shop_order}</p>
 */
@Data
@Schema(description = "Shop order")
@JsonPropertyOrder({
    "id",
    "userId",
    "orderNo",
    "status",
    "totalAmount",
    "paid",
    "orderedAt",
    "shipDate",
    "note",
})
@TableName("shop_order")
public class ShopOrder implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column id (primary key) */
    @TableId(value = "id", type = IdType.AUTO)
    private Long id;

    /** Column user_id */
    @NotNull
    private Long userId;

    /** Column order_no */
    @NotBlank
    @Size(max = 32)
    private String orderNo;

    /** Column status */
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    @JsonProperty(access = JsonProperty.Access.READ_ONLY)
    @TableLogic(value = "0", delval = "1")
    private String status;

    /** Column total_amount */
    @Digits(integer = 10, fraction = 2)
    private BigDecimal totalAmount;

    /** Column paid */
    private Boolean paid;

    /** Column ordered_at */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime orderedAt;

    /** Column ship_date */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE)
    private LocalDate shipDate;

    /** Column note */
    @Size(max = 500)
    private String note;
}
