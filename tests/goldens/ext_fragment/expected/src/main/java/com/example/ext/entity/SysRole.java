package com.example.ext.entity;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import lombok.Data;

/**
 * Sys role
 * <p>Table: {@code sys_role}</p>
 */
@Data
@Schema(description = "Sys role")
@JsonPropertyOrder({
    "id",
    "code",
    "name",
    "remark",
})
@TableName("sys_role")
public class SysRole implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column id (primary key) */
    @TableId(value = "id", type = IdType.AUTO)
    private Long id;

    /** Column code */
    @NotBlank
    @Size(max = 32)
    private String code;

    /** Column name */
    @NotBlank
    @Size(max = 64)
    private String name;

    /** Column remark */
    @Size(max = 255)
    private String remark;
}
