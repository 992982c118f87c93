package com.example.sakila.dto;

import com.example.sakila.entity.Film;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.math.BigDecimal;
import java.time.LocalDateTime;

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
 * @param lastUpdate column last_update
 * @param specialFeatures column special_features
 * @param fulltext column fulltext
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
    "lastUpdate",
    "specialFeatures",
    "fulltext",
})
public record FilmResponse(
        Integer filmId,
        String title,
        String description,
        Integer releaseYear,
        Integer languageId,
        Integer originalLanguageId,
        Integer rentalDuration,
        BigDecimal rentalRate,
        Integer length,
        BigDecimal replacementCost,
        String rating,
        LocalDateTime lastUpdate,
        String[] specialFeatures,
        String fulltext
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
            entity.getLastUpdate(),
            entity.getSpecialFeatures(),
            entity.getFulltext());
    }
}
