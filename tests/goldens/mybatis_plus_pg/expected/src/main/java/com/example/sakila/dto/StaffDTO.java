package com.example.sakila.dto;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import lombok.ToString;

/**
 * What a client sends to create or update Staff (request body).
 */
@Data
@Schema(description = "Staff (request)")
@JsonPropertyOrder({
    "firstName",
    "lastName",
    "addressId",
    "email",
    "storeId",
    "active",
    "username",
    "password",
    "lastUpdate",
    "picture",
})
public class StaffDTO implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column first_name */
    @NotBlank
    @Size(max = 45)
    private String firstName;

    /** Column last_name */
    @NotBlank
    @Size(max = 45)
    private String lastName;

    /** Column address_id */
    @NotNull
    private Integer addressId;

    /** Column email */
    @Size(max = 50)
    private String email;

    /** Column store_id */
    @NotNull
    private Integer storeId;

    /** Column active */
    private Boolean active;

    /** Column username */
    @NotBlank
    @Size(max = 16)
    private String username;

    /** Column password */
    @Size(max = 40)
    @ToString.Exclude
    private String password;

    /** Column last_update */
    @JsonFormat(pattern = "yyyy-MM-dd HH:mm:ss")
    private LocalDateTime lastUpdate;

    /** Column picture */
    private byte[] picture;
}
