package com.example.sakila.entity;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Store
 * <p>Table: {@code store}</p>
 */
@Data
@Schema(description = "Store")
@JsonPropertyOrder({
    "storeId",
    "managerStaffId",
    "addressId",
    "lastUpdate",
})
public class Store implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column store_id (primary key) */
    private Long storeId;

    /** Column manager_staff_id */
    @NotNull
    private Integer managerStaffId;

    /** Column address_id */
    @NotNull
    private Integer addressId;

    /** Column last_update */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;
}
