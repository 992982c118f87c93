package com.example.sakila.entity;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import java.math.BigDecimal;
import lombok.Data;

/**
 * Film list
 * <p>View: {@code film_list}</p>
 */
@SuppressWarnings("serial")
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

    /** Column FID */
    private Long fid;

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
    private String rating;

    /** Column actors */
    private Object actors;
}
