package com.example.demo.entity.system;

import com.baomidou.mybatisplus.annotation.FieldFill;
import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import lombok.ToString;
import org.apache.ibatis.type.ByteArrayTypeHandler;
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
@TableName(value = "sys_user", autoResultMap = true)
public class SysUser implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column id (primary key) */
    @TableId(value = "id", type = IdType.AUTO)
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
    @TableField(select = false)
    private String passwordHash;

    /** Column is_active */
    private Boolean isActive;

    /** Column avatar */
    @TableField(typeHandler = ByteArrayTypeHandler.class)
    private byte[] avatar;

    /** Column created_at */
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    @JsonProperty(access = JsonProperty.Access.READ_ONLY)
    @TableField(fill = FieldFill.INSERT)
    private LocalDateTime createdAt;

    /** Column updated_at */
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    @JsonProperty(access = JsonProperty.Access.READ_ONLY)
    @TableField(fill = FieldFill.UPDATE)
    private LocalDateTime updatedAt;
}
