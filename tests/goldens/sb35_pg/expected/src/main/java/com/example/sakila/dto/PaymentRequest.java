package com.example.sakila.dto;

import com.example.sakila.entity.Payment;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotNull;
import java.math.BigDecimal;
import java.time.LocalDateTime;

/**
 * What a client sends to create or update Payment (request body).
 *
 * @param customerId column customer_id
 * @param staffId column staff_id
 * @param rentalId column rental_id
 * @param amount column amount
 * @param paymentDate column payment_date
 */
@JsonPropertyOrder({
    "customerId",
    "staffId",
    "rentalId",
    "amount",
    "paymentDate",
})
public record PaymentRequest(
        @NotNull Integer customerId,
        @NotNull Integer staffId,
        @NotNull Integer rentalId,
        @NotNull @Digits(integer = 3, fraction = 2) BigDecimal amount,
        @NotNull LocalDateTime paymentDate
) {

    /** A new {@link Payment} holding this request's fields. */
    public Payment toEntity() {
        Payment entity = new Payment();
        entity.setCustomerId(customerId);
        entity.setStaffId(staffId);
        entity.setRentalId(rentalId);
        entity.setAmount(amount);
        entity.setPaymentDate(paymentDate);
        return entity;
    }
}
