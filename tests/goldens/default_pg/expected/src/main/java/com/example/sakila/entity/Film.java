package com.example.sakila.entity;

import com.example.sakila.common.DbEnum;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonValue;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Film
 * <p>Table: {@code film}</p>
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
public class Film implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column film_id (primary key) */
    private Integer filmId;

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
    private Film.MpaaRating rating;

    /** Column last_update */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;

    /** Column special_features */
    private String[] specialFeatures;

    /** Column fulltext */
    @NotBlank
    private String fulltext;

    /** Values of {@code rating} ({@code mpaa_rating}). */
    public enum MpaaRating implements DbEnum {
        G("G"),
        PG("PG"),
        PG_13("PG-13"),
        R("R"),
        NC_17("NC-17");

        private final String value;

        MpaaRating(String value) {
            this.value = value;
        }

        /** The value stored in the database. */
        @JsonValue
        @Override
        public String getValue() {
            return value;
        }
    }
}
