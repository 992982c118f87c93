package com.example.sakila.dto;

import com.example.sakila.entity.Customer;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.time.LocalDate;
import java.time.LocalDateTime;

/**
 * What a client sends to create or update Customer (request body).
 *
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
public record CustomerRequest(
        @NotNull Integer storeId,
        @NotBlank @Size(max = 45) String firstName,
        @NotBlank @Size(max = 45) String lastName,
        @Size(max = 50) String email,
        @NotNull Integer addressId,
        Boolean activebool,
        LocalDate createDate,
        LocalDateTime lastUpdate,
        Integer active
) {

    /** A new {@link Customer} holding this request's fields. */
    public Customer toEntity() {
        Customer entity = new Customer();
        entity.setStoreId(storeId);
        entity.setFirstName(firstName);
        entity.setLastName(lastName);
        entity.setEmail(email);
        entity.setAddressId(addressId);
        entity.setActivebool(activebool);
        entity.setCreateDate(createDate);
        entity.setLastUpdate(lastUpdate);
        entity.setActive(active);
        return entity;
    }
}
