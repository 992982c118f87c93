package com.example.sakila.entity;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import lombok.Data;

/**
 * Customer list
 * <p>View: {@code customer_list}</p>
 */
@SuppressWarnings("serial")
@Data
@Schema(description = "Customer list")
@JsonPropertyOrder({
    "id",
    "name",
    "address",
    "zipCode",
    "phone",
    "city",
    "country",
    "notes",
    "sid",
})
public class CustomerList implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column ID */
    private Long id;

    /** Column name */
    private Object name;

    /** Column address */
    private String address;

    /** Column zip_code */
    private String zipCode;

    /** Column phone */
    private String phone;

    /** Column city */
    private String city;

    /** Column country */
    private String country;

    /** Column notes */
    private Object notes;

    /** Column SID */
    private Integer sid;
}
