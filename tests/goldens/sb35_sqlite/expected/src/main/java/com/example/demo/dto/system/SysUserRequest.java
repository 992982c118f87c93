package com.example.demo.dto.system;

import com.example.demo.entity.system.SysUser;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.time.LocalDateTime;
import lombok.ToString;

/**
 * What a client sends to create or update Sys user (request body).
 *
 * @param username column username
 * @param email column email
 * @param passwordHash column password_hash
 * @param isActive column is_active
 * @param avatar column avatar
 * @param createdAt column created_at
 * @param updatedAt column updated_at
 */
@JsonPropertyOrder({
    "username",
    "email",
    "passwordHash",
    "isActive",
    "avatar",
    "createdAt",
    "updatedAt",
})
public record SysUserRequest(
        @NotBlank @Size(max = 64) String username,
        @Size(max = 128) String email,
        @NotBlank @Size(max = 100) @ToString.Exclude String passwordHash,
        Boolean isActive,
        byte[] avatar,
        LocalDateTime createdAt,
        LocalDateTime updatedAt
) {

    /** A new {@link SysUser} holding this request's fields. */
    public SysUser toEntity() {
        SysUser entity = new SysUser();
        entity.setUsername(username);
        entity.setEmail(email);
        entity.setPasswordHash(passwordHash);
        entity.setIsActive(isActive);
        entity.setAvatar(avatar);
        entity.setCreatedAt(createdAt);
        entity.setUpdatedAt(updatedAt);
        return entity;
    }
}
