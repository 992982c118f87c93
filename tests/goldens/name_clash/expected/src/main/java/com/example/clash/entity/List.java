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
 * List
 * <p>Table: {@code list}</p>
 */
@Data
@Schema(description = "List")
@JsonPropertyOrder({
    "id",
    "name",
})
@TableName("list")
public class List implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column id (primary key) */
    @TableId(value = "id", type = IdType.AUTO)
    private Long id;

    /** Column name */
    @Size(max = 64)
    private String name;
}
