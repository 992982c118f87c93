package com.example.sakila.entity;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Inventory
 * <p>Table: {@code inventory}</p>
 */
@Data
@Schema(description = "Inventory")
@JsonPropertyOrder({
    "inventoryId",
    "filmId",
    "storeId",
    "lastUpdate",
})
public class Inventory implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column inventory_id (primary key) */
    private Long inventoryId;

    /** Column film_id */
    @NotNull
    private Integer filmId;

    /** Column store_id */
    @NotNull
    private Integer storeId;

    /** Column last_update */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;
}
