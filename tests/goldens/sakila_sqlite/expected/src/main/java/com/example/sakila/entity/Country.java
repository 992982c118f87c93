package com.example.sakila.entity;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Country
 * <p>Table: {@code country}</p>
 */
@Data
@Schema(description = "Country")
@JsonPropertyOrder({
    "countryId",
    "country",
    "lastUpdate",
})
public class Country implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column country_id (primary key) */
    private Long countryId;

    /** Column country */
    @NotBlank
    @Size(max = 50)
    private String country;

    /** Column last_update */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;
}
