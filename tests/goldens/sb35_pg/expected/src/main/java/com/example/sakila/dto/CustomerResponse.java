package com.example.sakila.dto;

import com.example.sakila.entity.Customer;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.time.LocalDate;
import java.time.LocalDateTime;

/**
 * Customer as the API returns it (response body).
 *
 * @param customerId column customer_id (primary key)
 * @param storeId column store_id
 * @param firstName column first_name
 * @param lastName column last_name
 * @param email column email
 * @param addressId column address_id
 * @param activebool column activebool
 * @param createDate column create_date
 * @param lastUpdate column last_update
 * @param active column active
 */
@JsonPropertyOrder({
    "customerId",
    "storeId",
    "firstName",
    "lastName",
    "email",
    "addressId",
    "activebool",
    "createDate",
    "lastUpdate",
    "active",
})
public record CustomerResponse(
        Integer customerId,
        Integer storeId,
        String firstName,
        String lastName,
        String email,
        Integer addressId,
        Boolean activebool,
        LocalDate createDate,
        LocalDateTime lastUpdate,
        Integer active
) {

    /** The response form of {@code entity}. */
    public static CustomerResponse of(Customer entity) {
        return new CustomerResponse(
            entity.getCustomerId(),
            entity.getStoreId(),
            entity.getFirstName(),
            entity.getLastName(),
            entity.getEmail(),
            entity.getAddressId(),
            entity.getActivebool(),
            entity.getCreateDate(),
            entity.getLastUpdate(),
            entity.getActive());
    }
}
