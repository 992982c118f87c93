package com.example.sakila.entity;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import lombok.ToString;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Staff
 * <p>Table: {@code staff}</p>
 */
@Data
@Schema(description = "Staff")
@JsonPropertyOrder({
    "staffId",
    "firstName",
    "lastName",
    "addressId",
    "picture",
    "email",
    "storeId",
    "active",
    "username",
    "password",
    "lastUpdate",
})
public class Staff implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column staff_id (primary key) */
    private Long staffId;

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

    /** Column picture */
    private byte[] picture;

    /** Column email */
    @Size(max = 50)
    private String email;

    /** Column store_id */
    @NotNull
    private Integer storeId;

    /** Column active */
    private Integer active;

    /** Column username */
    @NotBlank
    @Size(max = 16)
    private String username;

    /** Column password */
    @Size(max = 40)
    @JsonProperty(access = JsonProperty.Access.WRITE_ONLY)
    @ToString.Exclude
    private String password;

    /** Column last_update */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;
}
