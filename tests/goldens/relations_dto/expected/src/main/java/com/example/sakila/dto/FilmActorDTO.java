package com.example.sakila.dto;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;

/**
 * What a client sends to create or update Film actor (request body).
 */
@Data
@Schema(description = "Film actor (request)")
@JsonPropertyOrder({
    "actorId",
    "filmId",
    "lastUpdate",
})
public class FilmActorDTO implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column actor_id */
    @NotNull
    private Integer actorId;

    /** Column film_id */
    @NotNull
    private Integer filmId;

    /** Column last_update */
    @NotNull
    private LocalDateTime lastUpdate;
}
