package com.example.sakila.vo;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import lombok.Data;

/**
 * Film as the API returns it (response body).
 */
@Data
@Schema(description = "Film")
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
public class FilmVO implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column film_id (primary key) */
    private Integer filmId;

    /** Column title */
    private String title;

    /** Column description */
    private String description;

    /** Column release_year */
    private Integer releaseYear;

    /** Column language_id */
    private Integer languageId;

    /** Column original_language_id */
    private Integer originalLanguageId;

    /** Column rental_duration */
    private Integer rentalDuration;

    /** Column rental_rate */
    private BigDecimal rentalRate;

    /** Column length */
    private Integer length;

    /** Column replacement_cost */
    private BigDecimal replacementCost;

    /** Column rating */
    private String rating;

    /** Column last_update */
    @JsonFormat(pattern = "yyyy-MM-dd HH:mm:ss")
    private LocalDateTime lastUpdate;

    /** Column special_features */
    private String[] specialFeatures;

    /** Column fulltext */
    private String fulltext;
}
