package com.example.sakila.dto;

import com.example.sakila.entity.Staff;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.time.LocalDateTime;

/**
 * Staff as the API returns it (response body).
 *
 * @param staffId column staff_id (primary key)
 * @param firstName column first_name
 * @param lastName column last_name
 * @param addressId column address_id
 * @param email column email
 * @param storeId column store_id
 * @param active column active
 * @param username column username
 * @param lastUpdate column last_update
 * @param picture column picture
 */
@JsonPropertyOrder({
    "staffId",
    "firstName",
    "lastName",
    "addressId",
    "email",
    "storeId",
    "active",
    "username",
    "lastUpdate",
    "picture",
})
public record StaffResponse(
        Integer staffId,
        String firstName,
        String lastName,
        Integer addressId,
        String email,
        Integer storeId,
        Boolean active,
        String username,
        LocalDateTime lastUpdate,
        byte[] picture
) {

    /** The response form of {@code entity}. */
    public static StaffResponse of(Staff entity) {
        return new StaffResponse(
            entity.getStaffId(),
            entity.getFirstName(),
            entity.getLastName(),
            entity.getAddressId(),
            entity.getEmail(),
            entity.getStoreId(),
            entity.getActive(),
            entity.getUsername(),
            entity.getLastUpdate(),
            entity.getPicture());
    }
}
