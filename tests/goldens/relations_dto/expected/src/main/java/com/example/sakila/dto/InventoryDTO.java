package com.example.sakila.dto;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;

/**
 * What a client sends to create or update Inventory (request body).
 */
@Data
@Schema(description = "Inventory (request)")
@JsonPropertyOrder({
    "filmId",
    "storeId",
    "lastUpdate",
})
public class InventoryDTO implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column film_id */
    @NotNull
    private Integer filmId;

    /** Column store_id */
    @NotNull
    private Integer storeId;

    /** Column last_update */
    @NotNull
    private LocalDateTime lastUpdate;
}
