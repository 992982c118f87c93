package com.example.clash.entity;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import lombok.Data;

/**
 * Service
 * <p>Table: {@code service}</p>
 */
@Data
@Schema(description = "Service")
@JsonPropertyOrder({
    "id",
    "label",
})
@TableName("service")
public class Service implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column id (primary key) */
    @TableId(value = "id", type = IdType.AUTO)
    private Long id;

    /** Column label */
    @Size(max = 20)
    private String label;
}
