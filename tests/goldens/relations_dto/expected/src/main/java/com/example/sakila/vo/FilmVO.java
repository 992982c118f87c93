package com.example.sakila.vo;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.List;
import lombok.Data;
import lombok.EqualsAndHashCode;
import lombok.ToString;

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
    "specialFeatures",
    "lastUpdate",
})
public class FilmVO implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column film_id (primary key) */
    private Long filmId;

    /** Column title */
    private String title;

    /** Column description */
    private String description;

    /** Column release_year */
    private String releaseYear;

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
    @Schema(description = "Values: G, PG, PG-13, R, NC-17", allowableValues = {"G", "PG", "PG-13", "R", "NC-17"})
    private String rating;

    /** Column special_features */
    private String specialFeatures;

    /** Column last_update */
    private LocalDateTime lastUpdate;

    /** Many-to-many relation to {@code actor}, loaded on request ({@code with=actors}); not a column. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private List<ActorVO> actors;

    /** One-to-many relation to {@code inventory}, loaded on request ({@code with=inventories}); not a column. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private List<InventoryVO> inventories;

    /** Many-to-one relation to {@code language}, loaded on request ({@code with=language}); not a column. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private LanguageVO language;

    /** Many-to-one relation to {@code language}, loaded on request ({@code with=originalLanguage}); not a column. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private LanguageVO originalLanguage;
}
