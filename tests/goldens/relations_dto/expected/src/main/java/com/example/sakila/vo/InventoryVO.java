package com.example.sakila.vo;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import lombok.EqualsAndHashCode;
import lombok.ToString;

/**
 * Inventory as the API returns it (response body).
 */
@Data
@Schema(description = "Inventory")
@JsonPropertyOrder({
    "inventoryId",
    "filmId",
    "storeId",
    "lastUpdate",
})
public class InventoryVO implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column inventory_id (primary key) */
    private Long inventoryId;

    /** Column film_id */
    private Integer filmId;

    /** Column store_id */
    private Integer storeId;

    /** Column last_update */
    private LocalDateTime lastUpdate;

    /** Many-to-one relation to {@code film}, loaded on request ({@code with=film}); not a column. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private FilmVO film;
}
