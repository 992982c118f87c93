package com.example.sakila.vo;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import java.time.LocalDateTime;
import java.util.List;
import lombok.Data;
import lombok.EqualsAndHashCode;
import lombok.ToString;

/**
 * Actor as the API returns it (response body).
 */
@Data
@Schema(description = "Actor")
@JsonPropertyOrder({
    "actorId",
    "firstName",
    "lastName",
    "lastUpdate",
})
public class ActorVO implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column actor_id (primary key) */
    private Long actorId;

    /** Column first_name */
    private String firstName;

    /** Column last_name */
    private String lastName;

    /** Column last_update */
    private LocalDateTime lastUpdate;

    /** Many-to-many relation to {@code film}, loaded on request ({@code with=films}); not a column. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private List<FilmVO> films;
}
