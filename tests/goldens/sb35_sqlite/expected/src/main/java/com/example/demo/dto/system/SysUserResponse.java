package com.example.demo.dto.system;

import com.example.demo.entity.system.SysUser;
import java.time.LocalDateTime;

/**
 * Sys user as the API returns it (response body).
 *
 * @param id column id (primary key)
 *
 * @param username column username
 *
 * @param email column email
 *
 * @param passwordHash column password_hash
 *
 * @param isActive column is_active
 *
 * @param avatar column avatar
 *
 * @param createdAt column created_at
 *
 * @param updatedAt column updated_at
 */
public record SysUserResponse(
Long id,
String username,
String email,
String passwordHash,
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
            entity.getPasswordHash(),
            entity.getIsActive(),
            entity.getAvatar(),
            entity.getCreatedAt(),
            entity.getUpdatedAt());
    }
}
