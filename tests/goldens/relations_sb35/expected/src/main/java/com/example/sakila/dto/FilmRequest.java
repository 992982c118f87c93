package com.example.sakila.dto;

import com.example.sakila.entity.Film;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.math.BigDecimal;
import java.time.LocalDateTime;

/**
 * What a client sends to create or update Film (request body).
 *
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
})
public record FilmRequest(
        @NotBlank @Size(max = 255) String title,
        String description,
        @Size(max = 4) String releaseYear,
        @NotNull Integer languageId,
        Integer originalLanguageId,
        Integer rentalDuration,
        @Digits(integer = 2, fraction = 2) BigDecimal rentalRate,
        Integer length,
        @Digits(integer = 3, fraction = 2) BigDecimal replacementCost,
        @Size(max = 10) @Pattern(regexp = "^(G|PG|PG\\-13|R|NC\\-17)$") @Schema(description = "Values: G, PG, PG-13, R, NC-17", allowableValues = {"G", "PG", "PG-13", "R", "NC-17"}) String rating,
        @Size(max = 100) String specialFeatures,
        @NotNull LocalDateTime lastUpdate
) {

    /** A new {@link Film} holding this request's fields. */
    public Film toEntity() {
        Film entity = new Film();
        entity.setTitle(title);
        entity.setDescription(description);
        entity.setReleaseYear(releaseYear);
        entity.setLanguageId(languageId);
        entity.setOriginalLanguageId(originalLanguageId);
        entity.setRentalDuration(rentalDuration);
        entity.setRentalRate(rentalRate);
        entity.setLength(length);
        entity.setReplacementCost(replacementCost);
        entity.setRating(rating);
        entity.setSpecialFeatures(specialFeatures);
        entity.setLastUpdate(lastUpdate);
        return entity;
    }
}
