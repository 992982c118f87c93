package com.example.ext.query;

import com.example.ext.entity.SysUserRole;
import java.time.LocalDateTime;
import java.util.Objects;
import java.util.Optional;

/**
 * Filter of {@code sys_user_role} list queries (a layer of our own).
 */
public record SysUserRoleQuery(
        Optional<Long> userId,
        Optional<Long> roleId,
        Optional<LocalDateTime> grantedAt
) {

    /** Whether {@code row} matches every field that is set. */
    public boolean matches(SysUserRole row) {
        return userId.map(v -> Objects.equals(v, row.getUserId())).orElse(true)
            && roleId.map(v -> Objects.equals(v, row.getRoleId())).orElse(true)
            && grantedAt.map(v -> Objects.equals(v, row.getGrantedAt())).orElse(true);
    }
}
