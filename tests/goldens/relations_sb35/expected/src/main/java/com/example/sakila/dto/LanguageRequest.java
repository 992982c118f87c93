package com.example.sakila.dto;

import com.example.sakila.entity.Language;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.time.LocalDateTime;

/**
 * What a client sends to create or update Language (request body).
 *
 * @param name column name
 * @param lastUpdate column last_update
 */
@JsonPropertyOrder({
    "name",
    "lastUpdate",
})
public record LanguageRequest(
        @NotBlank @Size(max = 20) String name,
        @NotNull LocalDateTime lastUpdate
) {

    /** A new {@link Language} holding this request's fields. */
    public Language toEntity() {
        Language entity = new Language();
        entity.setName(name);
        entity.setLastUpdate(lastUpdate);
        return entity;
    }
}
