package com.example.sakila.entity;

import com.baomidou.mybatisplus.annotation.FieldStrategy;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.annotations.ApiModel;
import jakarta.validation.constraints.NotNull;
import java.io.Serializable;
import java.time.LocalDateTime;
import java.util.Objects;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Film actor
 * <p>Table: {@code film_actor}</p>
 *
 * @author Genix Golden
 */
@ApiModel(description = "Film actor")
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
    @TableField(updateStrategy = FieldStrategy.NEVER)
    private Integer actorId;

    /** Column film_id (primary key) */
    @NotNull
    @TableField(updateStrategy = FieldStrategy.NEVER)
    private Integer filmId;

    /** Column last_update */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;

    public Integer getActorId() {
        return actorId;
    }

    public void setActorId(Integer actorId) {
        this.actorId = actorId;
    }

    public Integer getFilmId() {
        return filmId;
    }

    public void setFilmId(Integer filmId) {
        this.filmId = filmId;
    }

    public LocalDateTime getLastUpdate() {
        return lastUpdate;
    }

    public void setLastUpdate(LocalDateTime lastUpdate) {
        this.lastUpdate = lastUpdate;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        FilmActor that = (FilmActor) o;
        return Objects.equals(this.actorId, that.actorId)
            && Objects.equals(this.filmId, that.filmId)
            && Objects.equals(this.lastUpdate, that.lastUpdate);
    }

    @Override
    public int hashCode() {
        int result = 1;
        result = 31 * result + Objects.hashCode(this.actorId);
        result = 31 * result + Objects.hashCode(this.filmId);
        result = 31 * result + Objects.hashCode(this.lastUpdate);
        return result;
    }

    @Override
    public String toString() {
        return "FilmActor{"
            + "actorId=" + this.actorId
            + ", filmId=" + this.filmId
            + ", lastUpdate=" + this.lastUpdate
            + "}";
    }
}
