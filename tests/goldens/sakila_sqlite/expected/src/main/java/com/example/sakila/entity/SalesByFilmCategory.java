package com.example.sakila.entity;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import lombok.Data;

/**
 * Sales by film category
 * <p>View: {@code sales_by_film_category}</p>
 */
@SuppressWarnings("serial")
@Data
@Schema(description = "Sales by film category")
@JsonPropertyOrder({
    "category",
    "totalSales",
})
public class SalesByFilmCategory implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column category */
    private String category;

    /** Column total_sales */
    private Object totalSales;
}
