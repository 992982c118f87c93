package com.example.sakila.entity;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import lombok.Data;

/**
 * Film text
 * <p>Table: {@code film_text}</p>
 */
@Data
@Schema(description = "Film text")
@JsonPropertyOrder({
    "filmId",
    "title",
    "description",
})
public class FilmText implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column film_id (primary key) */
    private Long filmId;

    /** Column title */
    @NotBlank
    @Size(max = 255)
    private String title;

    /** Column description */
    private String description;
}
