package com.example.clash.entity;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import lombok.Data;

/**
 * Record
 * <p>Table: {@code record}</p>
 */
@Data
@Schema(description = "Record")
@JsonPropertyOrder({
    "id",
    "note",
})
@TableName("record")
public class Record implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column id (primary key) */
    @TableId(value = "id", type = IdType.AUTO)
    private Long id;

    /** Column note */
    private String note;
}
