package com.example.sakila.dto;

import com.example.sakila.entity.FilmActor;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.validation.constraints.NotNull;
import java.time.LocalDateTime;

/**
 * What a client sends to create or update Film actor (request body).
 *
 * @param actorId column actor_id
 * @param filmId column film_id
 * @param lastUpdate column last_update
 */
@JsonPropertyOrder({
    "actorId",
    "filmId",
    "lastUpdate",
})
public record FilmActorRequest(
        @NotNull Integer actorId,
        @NotNull Integer filmId,
        @NotNull LocalDateTime lastUpdate
) {

    /** A new {@link FilmActor} holding this request's fields. */
    public FilmActor toEntity() {
        FilmActor entity = new FilmActor();
        entity.setActorId(actorId);
        entity.setFilmId(filmId);
        entity.setLastUpdate(lastUpdate);
        return entity;
    }
}
