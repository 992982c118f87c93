package com.example.sakila.entity;

import com.baomidou.mybatisplus.annotation.FieldStrategy;
import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Actor
 * <p>Table: {@code actor}</p>
 *
 * @author Genix Golden
 */
@Data
@Schema(description = "Actor")
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
    @TableField(updateStrategy = FieldStrategy.NEVER)
    private LocalDateTime lastUpdate;
}
