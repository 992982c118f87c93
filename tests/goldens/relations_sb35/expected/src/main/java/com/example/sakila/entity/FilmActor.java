package com.example.sakila.entity;

import com.baomidou.mybatisplus.annotation.FieldStrategy;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import lombok.EqualsAndHashCode;
import lombok.ToString;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Film actor
 * <p>Table: {@code film_actor}</p>
 */
@Data
@Schema(description = "Film actor")
@JsonPropertyOrder({
    "actorId",
    "filmId",
    "lastUpdate",
    "actor",
    "film",
})
@TableName("film_actor")
public class FilmActor implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column actor_id (primary key) */
    @NotNull
    @TableField(updateStrategy = FieldStrategy.NEVER)
    private Integer actorId;

    /** Column film_id (primary key) */
    @NotNull
    @TableField(updateStrategy = FieldStrategy.NEVER)
    private Integer filmId;

    /** Column last_update */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;

    /** Many-to-one relation to {@code actor}, loaded on request ({@code with=actor}); not a column. */
    @TableField(exist = false)
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private Actor actor;

    /** Many-to-one relation to {@code film}, loaded on request ({@code with=film}); not a column. */
    @TableField(exist = false)
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private Film film;
}
