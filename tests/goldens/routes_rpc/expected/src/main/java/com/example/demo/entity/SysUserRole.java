package com.example.demo.entity;

import com.baomidou.mybatisplus.annotation.FieldStrategy;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Sys user role
 * <p>Table: {@code sys_user_role}</p>
 */
@Data
@Schema(description = "Sys user role")
@JsonPropertyOrder({
    "userId",
    "roleId",
    "grantedAt",
})
@TableName("sys_user_role")
public class SysUserRole implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column user_id (primary key) */
    @NotNull
    @TableField(updateStrategy = FieldStrategy.NEVER)
    private Long userId;

    /** Column role_id (primary key) */
    @NotNull
    @TableField(updateStrategy = FieldStrategy.NEVER)
    private Long roleId;

    /** Column granted_at */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime grantedAt;
}
