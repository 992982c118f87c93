package com.example.demo.entity;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.io.Serializable;
import lombok.Data;

/**
 * Ok table
 * <p>Table: {@code ok_table}</p>
 */
@Data
@Schema(description = "Ok table")
@JsonPropertyOrder({
    "id",
    "column2",
    "userId",
})
public class OkTable implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column id (primary key) */
    @NotNull
    private Long id;

    /** Column @@ */
    private String column2;

    /** Column user_id */
    private Long userId;
}
