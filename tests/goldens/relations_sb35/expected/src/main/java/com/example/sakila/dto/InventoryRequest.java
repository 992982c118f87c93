package com.example.sakila.dto;

import com.example.sakila.entity.Inventory;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.validation.constraints.NotNull;
import java.time.LocalDateTime;

/**
 * What a client sends to create or update Inventory (request body).
 *
 * @param filmId column film_id
 * @param storeId column store_id
 * @param lastUpdate column last_update
 */
@JsonPropertyOrder({
    "filmId",
    "storeId",
    "lastUpdate",
})
public record InventoryRequest(
        @NotNull Integer filmId,
        @NotNull Integer storeId,
        @NotNull LocalDateTime lastUpdate
) {

    /** A new {@link Inventory} holding this request's fields. */
    public Inventory toEntity() {
        Inventory entity = new Inventory();
        entity.setFilmId(filmId);
        entity.setStoreId(storeId);
        entity.setLastUpdate(lastUpdate);
        return entity;
    }
}
