package com.example.sakila.dto;

import com.example.sakila.entity.Payment;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.math.BigDecimal;
import java.time.LocalDateTime;

/**
 * Payment as the API returns it (response body).
 *
 * @param paymentId column payment_id (primary key)
 * @param customerId column customer_id
 * @param staffId column staff_id
 * @param rentalId column rental_id
 * @param amount column amount
 * @param paymentDate column payment_date
 */
@JsonPropertyOrder({
    "paymentId",
    "customerId",
    "staffId",
    "rentalId",
    "amount",
    "paymentDate",
})
public record PaymentResponse(
        Integer paymentId,
        Integer customerId,
        Integer staffId,
        Integer rentalId,
        BigDecimal amount,
        LocalDateTime paymentDate
) {

    /** The response form of {@code entity}. */
    public static PaymentResponse of(Payment entity) {
        return new PaymentResponse(
            entity.getPaymentId(),
            entity.getCustomerId(),
            entity.getStaffId(),
            entity.getRentalId(),
            entity.getAmount(),
            entity.getPaymentDate());
    }
}
