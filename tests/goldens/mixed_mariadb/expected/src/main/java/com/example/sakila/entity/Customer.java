package com.example.sakila.entity;

import com.baomidou.mybatisplus.annotation.FieldStrategy;
import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Customer
 * <p>Table: {@code customer}</p>
 *
 * @author Genix Golden
 */
@Data
@Schema(description = "Customer")
@JsonPropertyOrder({
    "customerId",
    "storeId",
    "firstName",
    "lastName",
    "email",
    "addressId",
    "active",
    "createDate",
    "lastUpdate",
})
@TableName("customer")
public class Customer implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column customer_id (primary key) */
    @TableId(value = "customer_id", type = IdType.AUTO)
    private Integer customerId;

    /** Column store_id */
    @NotNull
    @PositiveOrZero
    private Integer storeId;

    /** Column first_name */
    @NotBlank
    @Size(max = 45)
    private String firstName;

    /** Column last_name */
    @NotBlank
    @Size(max = 45)
    private String lastName;

    /** Column email */
    @Size(max = 50)
    private String email;

    /** Column address_id */
    @NotNull
    @PositiveOrZero
    private Integer addressId;

    /** Column active */
    private Boolean active;

    /** Column create_date */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime createDate;

    /** Column last_update */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    @TableField(updateStrategy = FieldStrategy.NEVER)
    private LocalDateTime lastUpdate;
}
