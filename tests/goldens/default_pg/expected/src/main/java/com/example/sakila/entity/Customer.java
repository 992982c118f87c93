package com.example.sakila.entity;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.time.LocalDate;
import java.time.LocalDateTime;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Customer
 * <p>Table: {@code customer}</p>
 */
@Data
@Schema(description = "Customer")
@JsonPropertyOrder({
    "customerId",
    "storeId",
    "firstName",
    "lastName",
    "email",
    "addressId",
    "activebool",
    "createDate",
    "lastUpdate",
    "active",
})
public class Customer implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column customer_id (primary key) */
    private Integer customerId;

    /** Column store_id */
    @NotNull
    private Integer storeId;

    /** Column first_name */
    @NotBlank
    @Size(max = 45)
    private String firstName;

    /** Column last_name */
    @NotBlank
    @Size(max = 45)
    private String lastName;

    /** Column email */
    @Size(max = 50)
    private String email;

    /** Column address_id */
    @NotNull
    private Integer addressId;

    /** Column activebool */
    private Boolean activebool;

    /** Column create_date */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE)
    private LocalDate createDate;

    /** Column last_update */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;

    /** Column active */
    private Integer active;
}
