package com.example.sakila.entity;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
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
    "active",
    "createDate",
    "lastUpdate",
})
public class Customer implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column customer_id (primary key) */
    private Long customerId;

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

    /** Column active */
    @Size(max = 1)
    private String active;

    /** Column create_date */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime createDate;

    /** Column last_update */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;
}
