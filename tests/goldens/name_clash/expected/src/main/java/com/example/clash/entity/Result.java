package com.example.clash.entity;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import lombok.Data;

/**
 * Result
 * <p>Table: {@code result}</p>
 */
@Data
@Schema(description = "Result")
@JsonPropertyOrder({
    "id",
    "score",
})
@TableName("result")
public class Result implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column id (primary key) */
    @TableId(value = "id", type = IdType.AUTO)
    private Long id;

    /** Column score */
    private Long score;
}
