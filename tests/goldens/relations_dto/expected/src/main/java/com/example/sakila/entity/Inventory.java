package com.example.sakila.entity;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import lombok.EqualsAndHashCode;
import lombok.ToString;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Inventory
 * <p>Table: {@code inventory}</p>
 */
@Data
@Schema(description = "Inventory")
@JsonPropertyOrder({
    "inventoryId",
    "filmId",
    "storeId",
    "lastUpdate",
    "film",
})
@TableName("inventory")
public class Inventory implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column inventory_id (primary key) */
    @TableId(value = "inventory_id", type = IdType.AUTO)
    private Long inventoryId;

    /** Column film_id */
    @NotNull
    private Integer filmId;

    /** Column store_id */
    @NotNull
    private Integer storeId;

    /** Column last_update */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;

    /** Many-to-one relation to {@code film}, loaded on request ({@code with=film}); not a column. */
    @TableField(exist = false)
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @ToString.Exclude
    @EqualsAndHashCode.Exclude
    @Schema(accessMode = Schema.AccessMode.READ_ONLY)
    private Film film;
}
