package com.example.sakila.vo;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import java.math.BigDecimal;
import lombok.Data;

/**
 * Film list as the API returns it (response body).
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
public class FilmListVO implements Serializable {

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
    private String rating;

    /** Column actors */
    private String actors;
}
