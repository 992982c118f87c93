package com.example.sakila.dto;

import com.example.sakila.entity.Film;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
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
 * @param lastUpdate column last_update
 * @param specialFeatures column special_features
 * @param fulltext column fulltext
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
    "lastUpdate",
    "specialFeatures",
    "fulltext",
})
public record FilmRequest(
        @NotBlank @Size(max = 255) String title,
        String description,
        Integer releaseYear,
        @NotNull Integer languageId,
        Integer originalLanguageId,
        Integer rentalDuration,
        @Digits(integer = 2, fraction = 2) BigDecimal rentalRate,
        Integer length,
        @Digits(integer = 3, fraction = 2) BigDecimal replacementCost,
        @Pattern(regexp = "^(G|PG|PG\\-13|R|NC\\-17)$") String rating,
        LocalDateTime lastUpdate,
        String[] specialFeatures,
        @NotBlank String fulltext
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
        entity.setLastUpdate(lastUpdate);
        entity.setSpecialFeatures(specialFeatures);
        entity.setFulltext(fulltext);
        return entity;
    }
}
