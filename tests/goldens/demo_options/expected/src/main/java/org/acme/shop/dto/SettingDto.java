package org.acme.shop.dto;
import java.time.LocalDateTime;

/** App setting as sent over the wire. */
public class SettingDto {
    public String key;
    public String value;
    public Long order;
    public LocalDateTime updatedAt;
}
