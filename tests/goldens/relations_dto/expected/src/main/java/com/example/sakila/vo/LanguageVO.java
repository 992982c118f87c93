package com.example.sakila.vo;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import java.time.LocalDateTime;
import java.util.List;
import lombok.Data;
import lombok.EqualsAndHashCode;
import lombok.ToString;

/**
 * Language as the API returns it (response body).
 */
@Data
@Schema(description = "Language")
@JsonPropertyOrder({
    "languageId",
    "name",
    "lastUpdate",
})
public class LanguageVO implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column language_id (primary key) */
    private Long languageId;

    /** Column name */
    private String name;

    /** Column last_update */
    private LocalDateTime lastUpdate;

    /** One-to-many relation to {@code film}, loaded on request ({@code with=dubbedFilms}); not a column. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private List<FilmVO> dubbedFilms;

    /** One-to-many relation to {@code film}, loaded on request ({@code with=films}); not a column. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private List<FilmVO> films;
}
