package com.example.sakila.dto;

import com.example.sakila.entity.Language;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.time.LocalDateTime;
import java.util.List;

/**
 * Language as the API returns it (response body).
 *
 * @param languageId column language_id (primary key)
 * @param name column name
 * @param lastUpdate column last_update
 */
@JsonPropertyOrder({
    "languageId",
    "name",
    "lastUpdate",
    "dubbedFilms",
    "films",
})
public record LanguageResponse(
        Long languageId,
        String name,
        LocalDateTime lastUpdate,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<FilmResponse> dubbedFilms,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<FilmResponse> films
) {

    /** The response form of {@code entity}. */
    public static LanguageResponse of(Language entity) {
        return new LanguageResponse(
            entity.getLanguageId(),
            entity.getName(),
            entity.getLastUpdate(),
            entity.getDubbedFilms() == null ? null : entity.getDubbedFilms().stream().map(FilmResponse::of).toList(),
            entity.getFilms() == null ? null : entity.getFilms().stream().map(FilmResponse::of).toList());
    }
}
