package com.example.sakila.dto;

import com.example.sakila.entity.Inventory;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.time.LocalDateTime;

/**
 * Inventory as the API returns it (response body).
 *
 * @param inventoryId column inventory_id (primary key)
 * @param filmId column film_id
 * @param storeId column store_id
 * @param lastUpdate column last_update
 */
@JsonPropertyOrder({
    "inventoryId",
    "filmId",
    "storeId",
    "lastUpdate",
    "film",
})
public record InventoryResponse(
        Long inventoryId,
        Integer filmId,
        Integer storeId,
        LocalDateTime lastUpdate,
        @JsonInclude(JsonInclude.Include.NON_NULL) FilmResponse film
) {

    /** The response form of {@code entity}. */
    public static InventoryResponse of(Inventory entity) {
        return new InventoryResponse(
            entity.getInventoryId(),
            entity.getFilmId(),
            entity.getStoreId(),
            entity.getLastUpdate(),
            entity.getFilm() == null ? null : FilmResponse.of(entity.getFilm()));
    }
}
