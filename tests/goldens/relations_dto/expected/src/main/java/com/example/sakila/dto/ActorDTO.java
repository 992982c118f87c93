package com.example.sakila.dto;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;

/**
 * What a client sends to create or update Actor (request body).
 */
@Data
@Schema(description = "Actor (request)")
@JsonPropertyOrder({
    "firstName",
    "lastName",
    "lastUpdate",
})
public class ActorDTO implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column first_name */
    @NotBlank
    @Size(max = 45)
    private String firstName;

    /** Column last_name */
    @NotBlank
    @Size(max = 45)
    private String lastName;

    /** Column last_update */
    @NotNull
    private LocalDateTime lastUpdate;
}
