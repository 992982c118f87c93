package com.example.sakila.entity;

import com.baomidou.mybatisplus.annotation.FieldStrategy;
import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import lombok.ToString;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Staff
 * <p>Table: {@code staff}</p>
 *
 * @author Genix Golden
 */
@Data
@Schema(description = "Staff")
@JsonPropertyOrder({
    "staffId",
    "firstName",
    "lastName",
    "addressId",
    "picture",
    "email",
    "storeId",
    "active",
    "username",
    "password",
    "lastUpdate",
})
@TableName("staff")
public class Staff implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column staff_id (primary key) */
    @TableId(value = "staff_id", type = IdType.AUTO)
    private Integer staffId;

    /** Column first_name */
    @NotBlank
    @Size(max = 45)
    private String firstName;

    /** Column last_name */
    @NotBlank
    @Size(max = 45)
    private String lastName;

    /** Column address_id */
    @NotNull
    @PositiveOrZero
    private Integer addressId;

    /** Column picture */
    private byte[] picture;

    /** Column email */
    @Size(max = 50)
    private String email;

    /** Column store_id */
    @NotNull
    @PositiveOrZero
    private Integer storeId;

    /** Column active */
    private Boolean active;

    /** Column username */
    @NotBlank
    @Size(max = 16)
    private String username;

    /** Column password */
    @Size(max = 40)
    @JsonProperty(access = JsonProperty.Access.WRITE_ONLY)
    @ToString.Exclude
    @TableField(select = false)
    private String password;

    /** Column last_update */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    @TableField(updateStrategy = FieldStrategy.NEVER)
    private LocalDateTime lastUpdate;
}
