package com.example.sakila.dto;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.time.LocalDate;
import java.time.LocalDateTime;
import lombok.Data;

/**
 * What a client sends to create or update Customer (request body).
 */
@Data
@Schema(description = "Customer (request)")
@JsonPropertyOrder({
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
public class CustomerDTO implements Serializable {

    private static final long serialVersionUID = 1L;

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
    private LocalDate createDate;

    /** Column last_update */
    @JsonFormat(pattern = "yyyy-MM-dd HH:mm:ss")
    private LocalDateTime lastUpdate;

    /** Column active */
    private Integer active;
}
