package com.example.sakila.entity;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.annotations.ApiModel;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotNull;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.Objects;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Payment
 * <p>Table: {@code payment}</p>
 *
 * @author Genix Golden
 */
@ApiModel(description = "Payment")
@JsonPropertyOrder({
    "paymentId",
    "customerId",
    "staffId",
    "rentalId",
    "amount",
    "paymentDate",
})
@TableName("payment")
public class Payment implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column payment_id (primary key) */
    @TableId(value = "payment_id", type = IdType.AUTO)
    private Integer paymentId;

    /** Column customer_id */
    @NotNull
    private Integer customerId;

    /** Column staff_id */
    @NotNull
    private Integer staffId;

    /** Column rental_id */
    @NotNull
    private Integer rentalId;

    /** Column amount */
    @NotNull
    @Digits(integer = 3, fraction = 2)
    private BigDecimal amount;

    /** Column payment_date */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime paymentDate;

    public Integer getPaymentId() {
        return paymentId;
    }

    public void setPaymentId(Integer paymentId) {
        this.paymentId = paymentId;
    }

    public Integer getCustomerId() {
        return customerId;
    }

    public void setCustomerId(Integer customerId) {
        this.customerId = customerId;
    }

    public Integer getStaffId() {
        return staffId;
    }

    public void setStaffId(Integer staffId) {
        this.staffId = staffId;
    }

    public Integer getRentalId() {
        return rentalId;
    }

    public void setRentalId(Integer rentalId) {
        this.rentalId = rentalId;
    }

    public BigDecimal getAmount() {
        return amount;
    }

    public void setAmount(BigDecimal amount) {
        this.amount = amount;
    }

    public LocalDateTime getPaymentDate() {
        return paymentDate;
    }

    public void setPaymentDate(LocalDateTime paymentDate) {
        this.paymentDate = paymentDate;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        Payment that = (Payment) o;
        return Objects.equals(this.paymentId, that.paymentId)
            && Objects.equals(this.customerId, that.customerId)
            && Objects.equals(this.staffId, that.staffId)
            && Objects.equals(this.rentalId, that.rentalId)
            && Objects.equals(this.amount, that.amount)
            && Objects.equals(this.paymentDate, that.paymentDate);
    }

    @Override
    public int hashCode() {
        int result = 1;
        result = 31 * result + Objects.hashCode(this.paymentId);
        result = 31 * result + Objects.hashCode(this.customerId);
        result = 31 * result + Objects.hashCode(this.staffId);
        result = 31 * result + Objects.hashCode(this.rentalId);
        result = 31 * result + Objects.hashCode(this.amount);
        result = 31 * result + Objects.hashCode(this.paymentDate);
        return result;
    }

    @Override
    public String toString() {
        return "Payment{"
            + "paymentId=" + this.paymentId
            + ", customerId=" + this.customerId
            + ", staffId=" + this.staffId
            + ", rentalId=" + this.rentalId
            + ", amount=" + this.amount
            + ", paymentDate=" + this.paymentDate
            + "}";
    }
}
