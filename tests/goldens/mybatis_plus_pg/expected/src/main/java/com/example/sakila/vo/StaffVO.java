package com.example.sakila.vo;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;

/**
 * Staff as the API returns it (response body).
 */
@Data
@Schema(description = "Staff")
@JsonPropertyOrder({
    "staffId",
    "firstName",
    "lastName",
    "addressId",
    "email",
    "storeId",
    "active",
    "username",
    "lastUpdate",
    "picture",
})
public class StaffVO implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column staff_id (primary key) */
    private Integer staffId;

    /** Column first_name */
    private String firstName;

    /** Column last_name */
    private String lastName;

    /** Column address_id */
    private Integer addressId;

    /** Column email */
    private String email;

    /** Column store_id */
    private Integer storeId;

    /** Column active */
    private Boolean active;

    /** Column username */
    private String username;

    /** Column last_update */
    @JsonFormat(pattern = "yyyy-MM-dd HH:mm:ss")
    private LocalDateTime lastUpdate;

    /** Column picture */
    private byte[] picture;
}
