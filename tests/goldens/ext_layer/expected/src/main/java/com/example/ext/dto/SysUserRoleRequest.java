package com.example.ext.dto;

import com.example.ext.entity.SysUserRole;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.validation.constraints.NotNull;
import java.time.LocalDateTime;

/**
 * What a client sends to create or update Sys user role (request body).
 *
 * @param userId column user_id
 * @param roleId column role_id
 * @param grantedAt column granted_at
 */
@JsonPropertyOrder({
    "userId",
    "roleId",
    "grantedAt",
})
public record SysUserRoleRequest(
        @NotNull Long userId,
        @NotNull Long roleId,
        LocalDateTime grantedAt
) {

    /** A new {@link SysUserRole} holding this request's fields. */
    public SysUserRole toEntity() {
        SysUserRole entity = new SysUserRole();
        entity.setUserId(userId);
        entity.setRoleId(roleId);
        entity.setGrantedAt(grantedAt);
        return entity;
    }
}
