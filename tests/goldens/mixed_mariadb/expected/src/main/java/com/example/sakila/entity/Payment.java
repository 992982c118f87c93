package com.example.sakila.entity;

import com.baomidou.mybatisplus.annotation.FieldStrategy;
import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.PositiveOrZero;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Payment
 * <p>Table: {@code payment}</p>
 *
 * @author Genix Golden
 */
@Data
@Schema(description = "Payment")
@JsonPropertyOrder({
    "paymentId",
    "customerId",
    "staffId",
    "rentalId",
    "amount",
    "paymentDate",
    "lastUpdate",
})
@TableName("payment")
public class Payment implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column payment_id (primary key) */
    @TableId(value = "payment_id", type = IdType.AUTO)
    private Integer paymentId;

    /** Column customer_id */
    @NotNull
    @PositiveOrZero
    private Integer customerId;

    /** Column staff_id */
    @NotNull
    @PositiveOrZero
    private Integer staffId;

    /** Column rental_id */
    private Integer rentalId;

    /** Column amount */
    @NotNull
    @Digits(integer = 3, fraction = 2)
    private BigDecimal amount;

    /** Column payment_date */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime paymentDate;

    /** Column last_update */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    @TableField(updateStrategy = FieldStrategy.NEVER)
    private LocalDateTime lastUpdate;
}
