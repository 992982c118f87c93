package com.example.sakila.entity;

import com.baomidou.mybatisplus.annotation.FieldStrategy;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.PositiveOrZero;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Film actor
 * <p>Table: {@code film_actor}</p>
 *
 * @author Genix Golden
 */
@Data
@Schema(description = "Film actor")
@JsonPropertyOrder({
    "actorId",
    "filmId",
    "lastUpdate",
})
@TableName("film_actor")
public class FilmActor implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column actor_id (primary key) */
    @NotNull
    @PositiveOrZero
    @TableField(updateStrategy = FieldStrategy.NEVER)
    private Integer actorId;

    /** Column film_id (primary key) */
    @NotNull
    @PositiveOrZero
    @TableField(updateStrategy = FieldStrategy.NEVER)
    private Integer filmId;

    /** Column last_update */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    @TableField(updateStrategy = FieldStrategy.NEVER)
    private LocalDateTime lastUpdate;
}
