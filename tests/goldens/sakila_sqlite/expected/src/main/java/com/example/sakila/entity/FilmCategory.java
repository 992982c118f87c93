package com.example.sakila.entity;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Film category
 * <p>Table: {@code film_category}</p>
 */
@Data
@Schema(description = "Film category")
@JsonPropertyOrder({
    "filmId",
    "categoryId",
    "lastUpdate",
})
public class FilmCategory implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column film_id (primary key) */
    @NotNull
    private Integer filmId;

    /** Column category_id (primary key) */
    @NotNull
    private Integer categoryId;

    /** Column last_update */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;
}
