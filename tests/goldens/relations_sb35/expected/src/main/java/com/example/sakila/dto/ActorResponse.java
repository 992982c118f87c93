package com.example.sakila.dto;

import com.example.sakila.entity.Actor;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.time.LocalDateTime;
import java.util.List;

/**
 * Actor as the API returns it (response body).
 *
 * @param actorId column actor_id (primary key)
 * @param firstName column first_name
 * @param lastName column last_name
 * @param lastUpdate column last_update
 */
@JsonPropertyOrder({
    "actorId",
    "firstName",
    "lastName",
    "lastUpdate",
    "films",
})
public record ActorResponse(
        Long actorId,
        String firstName,
        String lastName,
        LocalDateTime lastUpdate,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<FilmResponse> films
) {

    /** The response form of {@code entity}. */
    public static ActorResponse of(Actor entity) {
        return new ActorResponse(
            entity.getActorId(),
            entity.getFirstName(),
            entity.getLastName(),
            entity.getLastUpdate(),
            entity.getFilms() == null ? null : entity.getFilms().stream().map(FilmResponse::of).toList());
    }
}
