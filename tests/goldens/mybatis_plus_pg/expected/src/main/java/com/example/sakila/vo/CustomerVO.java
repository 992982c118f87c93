package com.example.sakila.vo;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import java.time.LocalDate;
import java.time.LocalDateTime;
import lombok.Data;

/**
 * Customer as the API returns it (response body).
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
public class CustomerVO implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column customer_id (primary key) */
    private Integer customerId;

    /** Column store_id */
    private Integer storeId;

    /** Column first_name */
    private String firstName;

    /** Column last_name */
    private String lastName;

    /** Column email */
    private String email;

    /** Column address_id */
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
