package org.acme.shop.dto;
import java.time.OffsetDateTime;

/** Sys user role as sent over the wire. */
public class UserRoleDto {
    public Long userId;
    public Long roleId;
    public OffsetDateTime grantedAt;
}
