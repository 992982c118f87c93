package com.example.sakila.entity;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import lombok.Data;

/**
 * Sales by store
 * <p>View: {@code sales_by_store}</p>
 */
@SuppressWarnings("serial")
@Data
@Schema(description = "Sales by store")
@JsonPropertyOrder({
    "storeId",
    "store",
    "manager",
    "totalSales",
})
public class SalesByStore implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column store_id */
    private Long storeId;

    /** Column store */
    private Object store;

    /** Column manager */
    private Object manager;

    /** Column total_sales */
    private Object totalSales;
}
