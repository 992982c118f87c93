package com.example.sakila.entity;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.annotations.ApiModel;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.time.LocalDateTime;
import java.util.Objects;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Actor
 * <p>Table: {@code actor}</p>
 *
 * @author Genix Golden
 */
@ApiModel(description = "Actor")
@JsonPropertyOrder({
    "actorId",
    "firstName",
    "lastName",
    "lastUpdate",
})
@TableName("actor")
public class Actor implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column actor_id (primary key) */
    @TableId(value = "actor_id", type = IdType.AUTO)
    private Integer actorId;

    /** Column first_name */
    @NotBlank
    @Size(max = 45)
    private String firstName;

    /** Column last_name */
    @NotBlank
    @Size(max = 45)
    private String lastName;

    /** Column last_update */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;

    public Integer getActorId() {
        return actorId;
    }

    public void setActorId(Integer actorId) {
        this.actorId = actorId;
    }

    public String getFirstName() {
        return firstName;
    }

    public void setFirstName(String firstName) {
        this.firstName = firstName;
    }

    public String getLastName() {
        return lastName;
    }

    public void setLastName(String lastName) {
        this.lastName = lastName;
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
        Actor that = (Actor) o;
        return Objects.equals(this.actorId, that.actorId)
            && Objects.equals(this.firstName, that.firstName)
            && Objects.equals(this.lastName, that.lastName)
            && Objects.equals(this.lastUpdate, that.lastUpdate);
    }

    @Override
    public int hashCode() {
        int result = 1;
        result = 31 * result + Objects.hashCode(this.actorId);
        result = 31 * result + Objects.hashCode(this.firstName);
        result = 31 * result + Objects.hashCode(this.lastName);
        result = 31 * result + Objects.hashCode(this.lastUpdate);
        return result;
    }

    @Override
    public String toString() {
        return "Actor{"
            + "actorId=" + this.actorId
            + ", firstName=" + this.firstName
            + ", lastName=" + this.lastName
            + ", lastUpdate=" + this.lastUpdate
            + "}";
    }
}
