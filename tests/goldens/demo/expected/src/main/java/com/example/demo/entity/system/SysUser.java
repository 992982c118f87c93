package com.example.demo.entity.system;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import lombok.ToString;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Sys user
 * <p>Table: {@code sys_user}</p>
 */
@Data
@Schema(description = "Sys user")
@JsonPropertyOrder({
    "id",
    "username",
    "email",
    "passwordHash",
    "isActive",
    "avatar",
    "createdAt",
    "updatedAt",
})
public class SysUser implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column id (primary key) */
    private Long id;

    /** Column username */
    @NotBlank
    @Size(max = 64)
    private String username;

    /** Column email */
    @Size(max = 128)
    private String email;

    /** Column password_hash */
    @NotBlank
    @Size(max = 100)
    @JsonProperty(access = JsonProperty.Access.WRITE_ONLY)
    @ToString.Exclude
    private String passwordHash;

    /** Column is_active */
    private Boolean isActive;

    /** Column avatar */
    private byte[] avatar;

    /** Column created_at */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime createdAt;

    /** Column updated_at */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime updatedAt;
}
