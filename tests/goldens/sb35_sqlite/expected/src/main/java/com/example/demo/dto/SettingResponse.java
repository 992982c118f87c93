package com.example.demo.dto;

import com.example.demo.entity.Setting;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.time.LocalDateTime;

/**
 * App setting as the API returns it (response body).
 *
 * @param key column key (primary key)
 * @param value column value
 * @param order column order
 * @param updatedAt column updated_at
 */
@JsonPropertyOrder({
    "key",
    "value",
    "order",
    "updatedAt",
})
public record SettingResponse(
        String key,
        String value,
        Long order,
        LocalDateTime updatedAt
) {

    /** The response form of {@code entity}. */
    public static SettingResponse of(Setting entity) {
        return new SettingResponse(
            entity.getKey(),
            entity.getValue(),
            entity.getOrder(),
            entity.getUpdatedAt());
    }
}
