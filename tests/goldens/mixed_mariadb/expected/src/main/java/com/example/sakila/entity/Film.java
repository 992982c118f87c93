package com.example.sakila.entity;

import com.baomidou.mybatisplus.annotation.FieldStrategy;
import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Film
 * <p>Table: {@code film}</p>
 *
 * @author Genix Golden
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
@TableName("film")
public class Film implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column film_id (primary key) */
    @TableId(value = "film_id", type = IdType.AUTO)
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
    @PositiveOrZero
    private Integer languageId;

    /** Column original_language_id */
    @PositiveOrZero
    private Integer originalLanguageId;

    /** Column rental_duration */
    @PositiveOrZero
    private Integer rentalDuration;

    /** Column rental_rate */
    @Digits(integer = 2, fraction = 2)
    private BigDecimal rentalRate;

    /** Column length */
    @PositiveOrZero
    private Integer length;

    /** Column replacement_cost */
    @Digits(integer = 3, fraction = 2)
    private BigDecimal replacementCost;

    /** Column rating */
    @Pattern(regexp = "^(G|PG|PG\\-13|R|NC\\-17)$")
    private String rating;

    /** Column special_features */
    @Pattern(regexp = "^$|^(Trailers|Commentaries|Deleted\\ Scenes|Behind\\ the\\ Scenes)(,(Trailers|Commentaries|Deleted\\ Scenes|Behind\\ the\\ Scenes))*$")
    private String specialFeatures;

    /** Column last_update */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    @TableField(updateStrategy = FieldStrategy.NEVER)
    private LocalDateTime lastUpdate;
}
