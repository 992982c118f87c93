package com.example.sakila.vo;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;

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
    private Integer actorId;

    /** Column first_name */
    private String firstName;

    /** Column last_name */
    private String lastName;

    /** Column last_update */
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    @JsonFormat(pattern = "yyyy-MM-dd HH:mm:ss")
    private LocalDateTime lastUpdate;
}
