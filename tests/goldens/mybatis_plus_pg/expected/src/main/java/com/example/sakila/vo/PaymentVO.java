package com.example.sakila.vo;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import lombok.Data;

/**
 * Payment as the API returns it (response body).
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
public class PaymentVO implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column payment_id (primary key) */
    private Integer paymentId;

    /** Column customer_id */
    private Integer customerId;

    /** Column staff_id */
    private Integer staffId;

    /** Column rental_id */
    private Integer rentalId;

    /** Column amount */
    private BigDecimal amount;

    /** Column payment_date */
    @JsonFormat(pattern = "yyyy-MM-dd HH:mm:ss")
    private LocalDateTime paymentDate;
}
