package com.example.sakila.entity;

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
    "lastUpdate",
})
public class Payment implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column payment_id (primary key) */
    private Long paymentId;

    /** Column customer_id */
    @NotNull
    private Integer customerId;

    /** Column staff_id */
    @NotNull
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
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;
}
