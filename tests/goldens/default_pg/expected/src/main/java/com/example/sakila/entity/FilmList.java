package com.example.sakila.entity;

import com.example.sakila.common.DbEnum;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonValue;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import java.math.BigDecimal;
import lombok.Data;

/**
 * Film list
 * <p>View: {@code film_list}</p>
 */
@Data
@Schema(description = "Film list")
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
public class FilmList implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column fid */
    private Integer fid;

    /** Column title */
    private String title;

    /** Column description */
    private String description;

    /** Column category */
    private String category;

    /** Column price */
    private BigDecimal price;

    /** Column length */
    private Integer length;

    /** Column rating */
    private FilmList.MpaaRating rating;

    /** Column actors */
    private String actors;

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
