package com.example.demo.dto.system;

import com.example.demo.entity.system.SysUser;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.time.LocalDateTime;

/**
 * Sys user as the API returns it (response body).
 *
 * @param id column id (primary key)
 * @param username column username
 * @param email column email
 * @param isActive column is_active
 * @param avatar column avatar
 * @param createdAt column created_at
 * @param updatedAt column updated_at
 */
@JsonPropertyOrder({
    "id",
    "username",
    "email",
    "isActive",
    "avatar",
    "createdAt",
    "updatedAt",
})
public record SysUserResponse(
        Long id,
        String username,
        String email,
        Boolean isActive,
        byte[] avatar,
        LocalDateTime createdAt,
        LocalDateTime updatedAt
) {

    /** The response form of {@code entity}. */
    public static SysUserResponse of(SysUser entity) {
        return new SysUserResponse(
            entity.getId(),
            entity.getUsername(),
            entity.getEmail(),
            entity.getIsActive(),
            entity.getAvatar(),
            entity.getCreatedAt(),
            entity.getUpdatedAt());
    }
}
