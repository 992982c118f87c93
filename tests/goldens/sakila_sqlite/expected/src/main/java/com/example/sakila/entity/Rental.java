package com.example.sakila.entity;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Rental
 * <p>Table: {@code rental}</p>
 */
@Data
@Schema(description = "Rental")
@JsonPropertyOrder({
    "rentalId",
    "rentalDate",
    "inventoryId",
    "customerId",
    "returnDate",
    "staffId",
    "lastUpdate",
})
public class Rental implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column rental_id (primary key) */
    private Long rentalId;

    /** Column rental_date */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime rentalDate;

    /** Column inventory_id */
    @NotNull
    private Integer inventoryId;

    /** Column customer_id */
    @NotNull
    private Integer customerId;

    /** Column return_date */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime returnDate;

    /** Column staff_id */
    @NotNull
    private Integer staffId;

    /** Column last_update */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;
}
