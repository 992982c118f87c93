package com.example.sakila.vo;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;

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
    @JsonFormat(pattern = "yyyy-MM-dd HH:mm:ss")
    private LocalDateTime lastUpdate;
}
