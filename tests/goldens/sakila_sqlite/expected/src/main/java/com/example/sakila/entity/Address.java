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
 * Address
 * <p>Table: {@code address}</p>
 */
@Data
@Schema(description = "Address")
@JsonPropertyOrder({
    "addressId",
    "address",
    "address2",
    "district",
    "cityId",
    "postalCode",
    "phone",
    "lastUpdate",
})
public class Address implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column address_id (primary key) */
    private Long addressId;

    /** Column address */
    @NotBlank
    @Size(max = 50)
    private String address;

    /** Column address2 */
    @Size(max = 50)
    private String address2;

    /** Column district */
    @NotBlank
    @Size(max = 20)
    private String district;

    /** Column city_id */
    @NotNull
    private Integer cityId;

    /** Column postal_code */
    @Size(max = 10)
    private String postalCode;

    /** Column phone */
    @NotBlank
    @Size(max = 20)
    private String phone;

    /** Column last_update */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;
}
