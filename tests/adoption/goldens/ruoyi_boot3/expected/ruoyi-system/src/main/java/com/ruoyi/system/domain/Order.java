package com.ruoyi.system.domain;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.ruoyi.common.core.domain.BaseEntity;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.math.BigDecimal;
import java.util.Objects;

/**
 * 订单表
 * <p>Table: {@code biz_order}</p>
 */
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
public class Order extends BaseEntity implements Serializable {

    private static final long serialVersionUID = 1L;

    /** 订单ID (primary key) */
    private Long orderId;

    /** 订单编号 */
    @NotBlank
    @Size(max = 32)
    private String orderNo;

    /** 客户ID */
    @NotNull
    private Long customerId;

    /** 订单金额 */
    @Digits(integer = 8, fraction = 2)
    private BigDecimal totalAmount;

    /** 支付令牌 */
    @Size(max = 128)
    @JsonProperty(access = JsonProperty.Access.WRITE_ONLY)
    private String payToken;

    /** 订单状态（0待支付 1已支付 2已取消） */
    @Size(max = 1)
    private String status;

    /** 删除标志（0代表存在 2代表删除） */
    @JsonProperty(access = JsonProperty.Access.READ_ONLY)
    private String delFlag;

    public Long getOrderId() {
        return orderId;
    }

    public void setOrderId(Long orderId) {
        this.orderId = orderId;
    }

    public String getOrderNo() {
        return orderNo;
    }

    public void setOrderNo(String orderNo) {
        this.orderNo = orderNo;
    }

    public Long getCustomerId() {
        return customerId;
    }

    public void setCustomerId(Long customerId) {
        this.customerId = customerId;
    }

    public BigDecimal getTotalAmount() {
        return totalAmount;
    }

    public void setTotalAmount(BigDecimal totalAmount) {
        this.totalAmount = totalAmount;
    }

    public String getPayToken() {
        return payToken;
    }

    public void setPayToken(String payToken) {
        this.payToken = payToken;
    }

    public String getStatus() {
        return status;
    }

    public void setStatus(String status) {
        this.status = status;
    }

    public String getDelFlag() {
        return delFlag;
    }

    public void setDelFlag(String delFlag) {
        this.delFlag = delFlag;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        Order that = (Order) o;
        return Objects.equals(this.orderId, that.orderId)
            && Objects.equals(this.orderNo, that.orderNo)
            && Objects.equals(this.customerId, that.customerId)
            && Objects.equals(this.totalAmount, that.totalAmount)
            && Objects.equals(this.payToken, that.payToken)
            && Objects.equals(this.status, that.status)
            && Objects.equals(this.delFlag, that.delFlag)
            && Objects.equals(getCreateBy(), that.getCreateBy())
            && Objects.equals(getCreateTime(), that.getCreateTime())
            && Objects.equals(getUpdateBy(), that.getUpdateBy())
            && Objects.equals(getUpdateTime(), that.getUpdateTime())
            && Objects.equals(getRemark(), that.getRemark());
    }

    @Override
    public int hashCode() {
        int result = 1;
        result = 31 * result + Objects.hashCode(this.orderId);
        result = 31 * result + Objects.hashCode(this.orderNo);
        result = 31 * result + Objects.hashCode(this.customerId);
        result = 31 * result + Objects.hashCode(this.totalAmount);
        result = 31 * result + Objects.hashCode(this.payToken);
        result = 31 * result + Objects.hashCode(this.status);
        result = 31 * result + Objects.hashCode(this.delFlag);
        result = 31 * result + Objects.hashCode(getCreateBy());
        result = 31 * result + Objects.hashCode(getCreateTime());
        result = 31 * result + Objects.hashCode(getUpdateBy());
        result = 31 * result + Objects.hashCode(getUpdateTime());
        result = 31 * result + Objects.hashCode(getRemark());
        return result;
    }

    @Override
    public String toString() {
        return "Order{"
            + "orderId=" + this.orderId
            + ", orderNo=" + this.orderNo
            + ", customerId=" + this.customerId
            + ", totalAmount=" + this.totalAmount
            + ", status=" + this.status
            + ", delFlag=" + this.delFlag
            + ", createBy=" + getCreateBy()
            + ", createTime=" + getCreateTime()
            + ", updateBy=" + getUpdateBy()
            + ", updateTime=" + getUpdateTime()
            + ", remark=" + getRemark()
            + "}";
    }
}
