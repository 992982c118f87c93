package com.example.sakila.entity;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotNull;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Payment
 * <p>Table: {@code payment}</p>
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
    @JsonFormat(pattern = "yyyy-MM-dd HH:mm:ss")
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime paymentDate;
}
