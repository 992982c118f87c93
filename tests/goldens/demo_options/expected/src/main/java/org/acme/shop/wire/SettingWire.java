package org.acme.shop.wire;

import java.time.LocalDateTime;

/** App setting as sent over the wire. */
public class SettingWire {
    public String key;
    public String value;
    public Long order;
    public LocalDateTime updatedAt;
}
