package com.example.sakila.dto;

import com.fasterxml.jackson.annotation.JsonFormat;
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
    "lastUpdate",
    "specialFeatures",
    "fulltext",
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
    private Integer releaseYear;

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
    @Pattern(regexp = "^(G|PG|PG\\-13|R|NC\\-17)$")
    private String rating;

    /** Column last_update */
    @JsonFormat(pattern = "yyyy-MM-dd HH:mm:ss")
    private LocalDateTime lastUpdate;

    /** Column special_features */
    private String[] specialFeatures;

    /** Column fulltext */
    @NotBlank
    private String fulltext;
}
