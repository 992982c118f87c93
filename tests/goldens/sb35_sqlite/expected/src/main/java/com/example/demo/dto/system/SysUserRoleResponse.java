package com.example.demo.dto.system;

import com.example.demo.entity.system.SysUserRole;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.time.LocalDateTime;

/**
 * Sys user role as the API returns it (response body).
 *
 * @param userId column user_id (primary key)
 * @param roleId column role_id (primary key)
 * @param grantedAt column granted_at
 */
@JsonPropertyOrder({
    "userId",
    "roleId",
    "grantedAt",
})
public record SysUserRoleResponse(
        Long userId,
        Long roleId,
        LocalDateTime grantedAt
) {

    /** The response form of {@code entity}. */
    public static SysUserRoleResponse of(SysUserRole entity) {
        return new SysUserRoleResponse(
            entity.getUserId(),
            entity.getRoleId(),
            entity.getGrantedAt());
    }
}
