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
 * Actor
 * <p>Table: {@code actor}</p>
 */
@Data
@Schema(description = "Actor")
@JsonPropertyOrder({
    "actorId",
    "firstName",
    "lastName",
    "lastUpdate",
    "films",
})
@TableName("actor")
public class Actor implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column actor_id (primary key) */
    @TableId(value = "actor_id", type = IdType.AUTO)
    private Long actorId;

    /** Column first_name */
    @NotBlank
    @Size(max = 45)
    private String firstName;

    /** Column last_name */
    @NotBlank
    @Size(max = 45)
    private String lastName;

    /** Column last_update */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;

    /** Many-to-many relation to {@code film}, loaded on request ({@code with=films}); not a column. */
    @TableField(exist = false)
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private List<Film> films;
}
