package com.example.demo.entity;

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
 * App setting
 * <p>Table: {@code app_setting}</p>
 */
@Data
@Schema(description = "App setting")
@JsonPropertyOrder({
    "key",
    "value",
    "order",
    "updatedAt",
})
@TableName("app_setting")
public class Setting implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column key (primary key) */
    @NotBlank
    @Size(max = 64)
    @TableId(value = "\"key\"", type = IdType.INPUT)
    private String key;

    /** Column value */
    private String value;

    /** Column order */
    @TableField(value = "\"order\"")
    private Long order;

    /** Column updated_at */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime updatedAt;
}
