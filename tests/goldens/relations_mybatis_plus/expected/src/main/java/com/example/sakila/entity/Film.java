package com.example.sakila.entity;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonInclude;
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
import java.util.List;
import lombok.Data;
import lombok.EqualsAndHashCode;
import lombok.ToString;
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
    "specialFeatures",
    "lastUpdate",
    "actors",
    "inventories",
    "language",
    "originalLanguage",
})
@TableName("film")
public class Film implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column film_id (primary key) */
    @TableId(value = "film_id", type = IdType.AUTO)
    private Long filmId;

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
    @Schema(description = "Values: G, PG, PG-13, R, NC-17", allowableValues = {"G", "PG", "PG-13", "R", "NC-17"})
    @Size(max = 10)
    @Pattern(regexp = "^(G|PG|PG\\-13|R|NC\\-17)$")
    private String rating;

    /** Column special_features */
    @Size(max = 100)
    private String specialFeatures;

    /** Column last_update */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;

    /** Many-to-many relation to {@code actor}, loaded on request ({@code with=actors}); not a column. */
    @TableField(exist = false)
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private List<Actor> actors;

    /** One-to-many relation to {@code inventory}, loaded on request ({@code with=inventories}); not a column. */
    @TableField(exist = false)
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private List<Inventory> inventories;

    /** Many-to-one relation to {@code language}, loaded on request ({@code with=language}); not a column. */
    @TableField(exist = false)
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private Language language;

    /** Many-to-one relation to {@code language}, loaded on request ({@code with=originalLanguage}); not a column. */
    @TableField(exist = false)
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private Language originalLanguage;
}
