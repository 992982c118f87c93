package com.example.sakila.dto;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotNull;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import lombok.Data;

/**
 * What a client sends to create or update Payment (request body).
 */
@Data
@Schema(description = "Payment (request)")
@JsonPropertyOrder({
    "customerId",
    "staffId",
    "rentalId",
    "amount",
    "paymentDate",
})
public class PaymentDTO implements Serializable {

    private static final long serialVersionUID = 1L;

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
    private LocalDateTime paymentDate;
}
