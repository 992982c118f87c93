package me.zhengjie.modules.biz.domain;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableLogic;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.annotations.ApiModel;
import io.swagger.annotations.ApiModelProperty;
import java.io.Serializable;
import java.math.BigDecimal;
import javax.validation.constraints.Digits;
import javax.validation.constraints.NotBlank;
import javax.validation.constraints.NotNull;
import javax.validation.constraints.Size;
import lombok.Data;
import lombok.EqualsAndHashCode;
import lombok.ToString;
import me.zhengjie.base.BaseEntity;

/**
 * 订单明细表
 * <p>Table: {@code biz_order_item}</p>
 */
@Data
@EqualsAndHashCode(callSuper = false)
@ToString(callSuper = true)
@ApiModel(description = "订单明细表")
@JsonPropertyOrder({
    "itemId",
    "orderId",
    "productName",
    "quantity",
    "price",
    "delFlag",
    "createBy",
    "createTime",
    "updateBy",
    "updateTime",
})
@TableName("biz_order_item")
public class OrderItem extends BaseEntity implements Serializable {

    private static final long serialVersionUID = 1L;

    /** 明细ID (primary key) */
    @ApiModelProperty(value = "明细ID")
    @TableId(value = "item_id", type = IdType.AUTO)
    private Long itemId;

    /** 订单ID */
    @ApiModelProperty(value = "订单ID")
    @NotNull
    private Long orderId;

    /** 商品名称 */
    @ApiModelProperty(value = "商品名称")
    @NotBlank
    @Size(max = 100)
    private String productName;

    /** 数量 */
    @ApiModelProperty(value = "数量")
    private Integer quantity;

    /** 单价 */
    @ApiModelProperty(value = "单价")
    @Digits(integer = 8, fraction = 2)
    private BigDecimal price;

    /** 删除标志（0代表存在 2代表删除） */
    @ApiModelProperty(value = "删除标志（0代表存在 2代表删除）", allowableValues = "0,2", readOnly = true)
    @JsonProperty(access = JsonProperty.Access.READ_ONLY)
    @TableLogic(value = "0", delval = "2")
    private String delFlag;
}
