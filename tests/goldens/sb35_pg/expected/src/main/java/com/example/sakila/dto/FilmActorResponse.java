package com.example.sakila.dto;

import com.example.sakila.entity.FilmActor;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.time.LocalDateTime;

/**
 * Film actor as the API returns it (response body).
 *
 * @param actorId column actor_id (primary key)
 * @param filmId column film_id (primary key)
 * @param lastUpdate column last_update
 */
@JsonPropertyOrder({
    "actorId",
    "filmId",
    "lastUpdate",
})
public record FilmActorResponse(
        Integer actorId,
        Integer filmId,
        LocalDateTime lastUpdate
) {

    /** The response form of {@code entity}. */
    public static FilmActorResponse of(FilmActor entity) {
        return new FilmActorResponse(
            entity.getActorId(),
            entity.getFilmId(),
            entity.getLastUpdate());
    }
}
