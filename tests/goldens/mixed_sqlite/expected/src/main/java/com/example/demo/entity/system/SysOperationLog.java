package com.example.demo.entity.system;

import com.baomidou.mybatisplus.annotation.TableField;
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
 * Sys operation log
 * <p>Table: {@code sys_operation_log}</p>
 */
@Data
@Schema(description = "Sys operation log")
@JsonPropertyOrder({
    "userId",
    "action",
    "detail",
    "createdAt",
})
@TableName("sys_operation_log")
public class SysOperationLog implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column user_id */
    private Long userId;

    /** Column action */
    @NotBlank
    @Size(max = 64)
    @TableField(value = "\"action\"")
    private String action;

    /** Column detail */
    private String detail;

    /** Column created_at */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime createdAt;
}
