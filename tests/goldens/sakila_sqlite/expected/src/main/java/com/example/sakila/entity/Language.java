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
 * Language
 * <p>Table: {@code language}</p>
 */
@Data
@Schema(description = "Language")
@JsonPropertyOrder({
    "languageId",
    "name",
    "lastUpdate",
})
public class Language implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column language_id (primary key) */
    private Long languageId;

    /** Column name */
    @NotBlank
    @Size(max = 20)
    private String name;

    /** Column last_update */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;
}
