package me.zhengjie.modules.biz.domain;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableField;
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
 * 订单表
 * <p>Table: {@code biz_order}</p>
 */
@Data
@EqualsAndHashCode(callSuper = false)
@ToString(callSuper = false)
@ApiModel(description = "订单表")
@JsonPropertyOrder({
    "orderId",
    "orderNo",
    "customerId",
    "totalAmount",
    "payToken",
    "status",
    "delFlag",
    "createBy",
    "createTime",
    "updateBy",
    "updateTime",
    "remark",
})
@TableName("biz_order")
public class Order extends BaseEntity implements Serializable {

    private static final long serialVersionUID = 1L;

    /** 订单ID (primary key) */
    @ApiModelProperty(value = "订单ID")
    @TableId(value = "order_id", type = IdType.AUTO)
    private Long orderId;

    /** 订单编号 */
    @ApiModelProperty(value = "订单编号")
    @NotBlank
    @Size(max = 32)
    private String orderNo;

    /** 客户ID */
    @ApiModelProperty(value = "客户ID")
    @NotNull
    private Long customerId;

    /** 订单金额 */
    @ApiModelProperty(value = "订单金额")
    @Digits(integer = 8, fraction = 2)
    private BigDecimal totalAmount;

    /** 支付令牌 */
    @ApiModelProperty(value = "支付令牌")
    @Size(max = 128)
    @JsonProperty(access = JsonProperty.Access.WRITE_ONLY)
    @ToString.Exclude
    @TableField(select = false)
    private String payToken;

    /** 订单状态（0待支付 1已支付 2已取消） */
    @ApiModelProperty(value = "订单状态（0待支付 1已支付 2已取消）", allowableValues = "0,1,2")
    @Size(max = 1)
    private String status;

    /** 删除标志（0代表存在 2代表删除） */
    @ApiModelProperty(value = "删除标志（0代表存在 2代表删除）", allowableValues = "0,2", readOnly = true)
    @JsonProperty(access = JsonProperty.Access.READ_ONLY)
    @TableLogic(value = "0", delval = "2")
    private String delFlag;

    /** 备注 */
    @ApiModelProperty(value = "备注")
    @Size(max = 500)
    private String remark;
}
