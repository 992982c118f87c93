package com.example.sakila.dto;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import lombok.Data;

/**
 * What a client sends to create or update Film (request body).
 */
@Data
@Schema(description = "Film (request)")
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
public class FilmDTO implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column title */
    @NotBlank
    @Size(max = 255)
    private String title;

    /** Column description */
    private String description;

    /** Column release_year */
    @Size(max = 4)
    private String releaseYear;

    /** Column language_id */
    @NotNull
    private Integer languageId;

    /** Column original_language_id */
    private Integer originalLanguageId;

    /** Column rental_duration */
    private Integer rentalDuration;

    /** Column rental_rate */
    @Digits(integer = 2, fraction = 2)
    private BigDecimal rentalRate;

    /** Column length */
    private Integer length;

    /** Column replacement_cost */
    @Digits(integer = 3, fraction = 2)
    private BigDecimal replacementCost;

    /** Column rating */
    @Size(max = 10)
    @Pattern(regexp = "^(G|PG|PG\\-13|R|NC\\-17)$")
    @Schema(description = "Values: G, PG, PG-13, R, NC-17", allowableValues = {"G", "PG", "PG-13", "R", "NC-17"})
    private String rating;

    /** Column special_features */
    @Size(max = 100)
    private String specialFeatures;

    /** Column last_update */
    @NotNull
    private LocalDateTime lastUpdate;
}
