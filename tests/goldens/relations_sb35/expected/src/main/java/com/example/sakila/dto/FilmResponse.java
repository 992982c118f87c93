package com.example.sakila.dto;

import com.example.sakila.entity.Film;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.List;

/**
 * Film as the API returns it (response body).
 *
 * @param filmId column film_id (primary key)
 * @param title column title
 * @param description column description
 * @param releaseYear column release_year
 * @param languageId column language_id
 * @param originalLanguageId column original_language_id
 * @param rentalDuration column rental_duration
 * @param rentalRate column rental_rate
 * @param length column length
 * @param replacementCost column replacement_cost
 * @param rating column rating
 * @param specialFeatures column special_features
 * @param lastUpdate column last_update
 */
@JsonPropertyOrder({
    "filmId",
    "title",
    "description",
    "releaseYear",
    "languageId",
    "originalLanguageId",
    "rentalDuration",
    "rentalRate",
    "length",
    "replacementCost",
    "rating",
    "specialFeatures",
    "lastUpdate",
    "actors",
    "inventories",
    "language",
    "originalLanguage",
})
public record FilmResponse(
        Long filmId,
        String title,
        String description,
        String releaseYear,
        Integer languageId,
        Integer originalLanguageId,
        Integer rentalDuration,
        BigDecimal rentalRate,
        Integer length,
        BigDecimal replacementCost,
        @Schema(description = "Values: G, PG, PG-13, R, NC-17", allowableValues = {"G", "PG", "PG-13", "R", "NC-17"}) String rating,
        String specialFeatures,
        LocalDateTime lastUpdate,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<ActorResponse> actors,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<InventoryResponse> inventories,
        @JsonInclude(JsonInclude.Include.NON_NULL) LanguageResponse language,
        @JsonInclude(JsonInclude.Include.NON_NULL) LanguageResponse originalLanguage
) {

    /** The response form of {@code entity}. */
    public static FilmResponse of(Film entity) {
        return new FilmResponse(
            entity.getFilmId(),
            entity.getTitle(),
            entity.getDescription(),
            entity.getReleaseYear(),
            entity.getLanguageId(),
            entity.getOriginalLanguageId(),
            entity.getRentalDuration(),
            entity.getRentalRate(),
            entity.getLength(),
            entity.getReplacementCost(),
            entity.getRating(),
            entity.getSpecialFeatures(),
            entity.getLastUpdate(),
            entity.getActors() == null ? null : entity.getActors().stream().map(ActorResponse::of).toList(),
            entity.getInventories() == null ? null : entity.getInventories().stream().map(InventoryResponse::of).toList(),
            entity.getLanguage() == null ? null : LanguageResponse.of(entity.getLanguage()),
            entity.getOriginalLanguage() == null ? null : LanguageResponse.of(entity.getOriginalLanguage()));
    }
}
