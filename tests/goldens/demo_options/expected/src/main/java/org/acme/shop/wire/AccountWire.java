package org.acme.shop.wire;

import java.time.Instant;
import java.time.OffsetDateTime;

/** A person who can sign in as sent over the wire. */
public class AccountWire {
    public Long id;
    public String username;
    public String email;
    public Boolean active;
    public byte[] avatar;
    public Instant createdAt;
    public OffsetDateTime updatedAt;
}
