package com.example.sakila.dto;

import com.example.sakila.entity.Actor;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.time.LocalDateTime;

/**
 * What a client sends to create or update Actor (request body).
 *
 * @param firstName column first_name
 * @param lastName column last_name
 * @param lastUpdate column last_update
 */
@JsonPropertyOrder({
    "firstName",
    "lastName",
    "lastUpdate",
})
public record ActorRequest(
        @NotBlank @Size(max = 45) String firstName,
        @NotBlank @Size(max = 45) String lastName,
        LocalDateTime lastUpdate
) {

    /** A new {@link Actor} holding this request's fields. */
    public Actor toEntity() {
        Actor entity = new Actor();
        entity.setFirstName(firstName);
        entity.setLastName(lastName);
        entity.setLastUpdate(lastUpdate);
        return entity;
    }
}
