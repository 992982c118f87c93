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
 * What a client sends to create or update Language (request body).
 */
@Data
@Schema(description = "Language (request)")
@JsonPropertyOrder({
    "name",
    "lastUpdate",
})
public class LanguageDTO implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column name */
    @NotBlank
    @Size(max = 20)
    private String name;

    /** Column last_update */
    @NotNull
    private LocalDateTime lastUpdate;
}
