package com.example.sakila.entity;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import lombok.Data;

/**
 * Staff list
 * <p>View: {@code staff_list}</p>
 */
@SuppressWarnings("serial")
@Data
@Schema(description = "Staff list")
@JsonPropertyOrder({
    "id",
    "name",
    "address",
    "zipCode",
    "phone",
    "city",
    "country",
    "sid",
})
public class StaffList implements Serializable {

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

    /** Column SID */
    private Integer sid;
}
