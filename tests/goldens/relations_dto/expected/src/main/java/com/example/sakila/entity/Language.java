package com.example.sakila.entity;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.time.LocalDateTime;
import java.util.List;
import lombok.Data;
import lombok.EqualsAndHashCode;
import lombok.ToString;
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
    "dubbedFilms",
    "films",
})
@TableName("language")
public class Language implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column language_id (primary key) */
    @TableId(value = "language_id", type = IdType.AUTO)
    private Long languageId;

    /** Column name */
    @NotBlank
    @Size(max = 20)
    private String name;

    /** Column last_update */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;

    /** One-to-many relation to {@code film}, loaded on request ({@code with=dubbedFilms}); not a column. */
    @TableField(exist = false)
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private List<Film> dubbedFilms;

    /** One-to-many relation to {@code film}, loaded on request ({@code with=films}); not a column. */
    @TableField(exist = false)
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private List<Film> films;
}
