package com.example.sakila.dto;

import com.example.sakila.entity.FilmList;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.math.BigDecimal;

/**
 * Film list as the API returns it (response body).
 *
 * @param fid column fid
 * @param title column title
 * @param description column description
 * @param category column category
 * @param price column price
 * @param length column length
 * @param rating column rating
 * @param actors column actors
 */
@JsonPropertyOrder({
    "fid",
    "title",
    "description",
    "category",
    "price",
    "length",
    "rating",
    "actors",
})
public record FilmListResponse(
        Integer fid,
        String title,
        String description,
        String category,
        BigDecimal price,
        Integer length,
        String rating,
        String actors
) {

    /** The response form of {@code entity}. */
    public static FilmListResponse of(FilmList entity) {
        return new FilmListResponse(
            entity.getFid(),
            entity.getTitle(),
            entity.getDescription(),
            entity.getCategory(),
            entity.getPrice(),
            entity.getLength(),
            entity.getRating(),
            entity.getActors());
    }
}
