package com.example.sakila.dto;

import com.example.sakila.entity.Staff;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.time.LocalDateTime;

/**
 * What a client sends to create or update Staff (request body).
 *
 * @param firstName column first_name
 * @param lastName column last_name
 * @param addressId column address_id
 * @param email column email
 * @param storeId column store_id
 * @param active column active
 * @param username column username
 * @param password column password
 * @param lastUpdate column last_update
 * @param picture column picture
 */
@JsonPropertyOrder({
    "firstName",
    "lastName",
    "addressId",
    "email",
    "storeId",
    "active",
    "username",
    "password",
    "lastUpdate",
    "picture",
})
public record StaffRequest(
        @NotBlank @Size(max = 45) String firstName,
        @NotBlank @Size(max = 45) String lastName,
        @NotNull Integer addressId,
        @Size(max = 50) String email,
        @NotNull Integer storeId,
        Boolean active,
        @NotBlank @Size(max = 16) String username,
        @Size(max = 40) String password,
        LocalDateTime lastUpdate,
        byte[] picture
) {

    /** A new {@link Staff} holding this request's fields. */
    public Staff toEntity() {
        Staff entity = new Staff();
        entity.setFirstName(firstName);
        entity.setLastName(lastName);
        entity.setAddressId(addressId);
        entity.setEmail(email);
        entity.setStoreId(storeId);
        entity.setActive(active);
        entity.setUsername(username);
        entity.setPassword(password);
        entity.setLastUpdate(lastUpdate);
        entity.setPicture(picture);
        return entity;
    }
}
