package com.example.sakila.entity;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * City
 * <p>Table: {@code city}</p>
 */
@Data
@Schema(description = "City")
@JsonPropertyOrder({
    "cityId",
    "city",
    "countryId",
    "lastUpdate",
})
public class City implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column city_id (primary key) */
    private Long cityId;

    /** Column city */
    @NotBlank
    @Size(max = 50)
    private String city;

    /** Column country_id */
    @NotNull
    private Integer countryId;

    /** Column last_update */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;
}
