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
 * 订单明细表
 * <p>Table: {@code biz_order_item}</p>
 */
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
public class OrderItem extends BaseEntity implements Serializable {

    private static final long serialVersionUID = 1L;

    /** 明细ID (primary key) */
    private Long itemId;

    /** 订单ID */
    @NotNull
    private Long orderId;

    /** 商品名称 */
    @NotBlank
    @Size(max = 100)
    private String productName;

    /** 数量 */
    private Integer quantity;

    /** 单价 */
    @Digits(integer = 8, fraction = 2)
    private BigDecimal price;

    /** 删除标志（0代表存在 2代表删除） */
    @JsonProperty(access = JsonProperty.Access.READ_ONLY)
    private String delFlag;

    public Long getItemId() {
        return itemId;
    }

    public void setItemId(Long itemId) {
        this.itemId = itemId;
    }

    public Long getOrderId() {
        return orderId;
    }

    public void setOrderId(Long orderId) {
        this.orderId = orderId;
    }

    public String getProductName() {
        return productName;
    }

    public void setProductName(String productName) {
        this.productName = productName;
    }

    public Integer getQuantity() {
        return quantity;
    }

    public void setQuantity(Integer quantity) {
        this.quantity = quantity;
    }

    public BigDecimal getPrice() {
        return price;
    }

    public void setPrice(BigDecimal price) {
        this.price = price;
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
        OrderItem that = (OrderItem) o;
        return Objects.equals(this.itemId, that.itemId)
            && Objects.equals(this.orderId, that.orderId)
            && Objects.equals(this.productName, that.productName)
            && Objects.equals(this.quantity, that.quantity)
            && Objects.equals(this.price, that.price)
            && Objects.equals(this.delFlag, that.delFlag)
            && Objects.equals(getCreateBy(), that.getCreateBy())
            && Objects.equals(getCreateTime(), that.getCreateTime())
            && Objects.equals(getUpdateBy(), that.getUpdateBy())
            && Objects.equals(getUpdateTime(), that.getUpdateTime());
    }

    @Override
    public int hashCode() {
        int result = 1;
        result = 31 * result + Objects.hashCode(this.itemId);
        result = 31 * result + Objects.hashCode(this.orderId);
        result = 31 * result + Objects.hashCode(this.productName);
        result = 31 * result + Objects.hashCode(this.quantity);
        result = 31 * result + Objects.hashCode(this.price);
        result = 31 * result + Objects.hashCode(this.delFlag);
        result = 31 * result + Objects.hashCode(getCreateBy());
        result = 31 * result + Objects.hashCode(getCreateTime());
        result = 31 * result + Objects.hashCode(getUpdateBy());
        result = 31 * result + Objects.hashCode(getUpdateTime());
        return result;
    }

    @Override
    public String toString() {
        return "OrderItem{"
            + "itemId=" + this.itemId
            + ", orderId=" + this.orderId
            + ", productName=" + this.productName
            + ", quantity=" + this.quantity
            + ", price=" + this.price
            + ", delFlag=" + this.delFlag
            + ", createBy=" + getCreateBy()
            + ", createTime=" + getCreateTime()
            + ", updateBy=" + getUpdateBy()
            + ", updateTime=" + getUpdateTime()
            + "}";
    }
}
