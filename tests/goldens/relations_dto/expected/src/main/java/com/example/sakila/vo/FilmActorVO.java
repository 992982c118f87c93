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
 * Film actor as the API returns it (response body).
 */
@Data
@Schema(description = "Film actor")
@JsonPropertyOrder({
    "actorId",
    "filmId",
    "lastUpdate",
})
public class FilmActorVO implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column actor_id (primary key) */
    private Integer actorId;

    /** Column film_id (primary key) */
    private Integer filmId;

    /** Column last_update */
    private LocalDateTime lastUpdate;

    /** Many-to-one relation to {@code actor}, loaded on request ({@code with=actor}); not a column. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private ActorVO actor;

    /** Many-to-one relation to {@code film}, loaded on request ({@code with=film}); not a column. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private FilmVO film;
}
