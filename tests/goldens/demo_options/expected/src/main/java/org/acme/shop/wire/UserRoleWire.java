package org.acme.shop.wire;

import java.time.OffsetDateTime;

/** Sys user role as sent over the wire. */
public class UserRoleWire {
    public Long userId;
    public Long roleId;
    public OffsetDateTime grantedAt;
}
