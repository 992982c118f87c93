package com.example.ext.dto;

import com.example.ext.entity.AppSetting;
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
public record AppSettingResponse(
        String key,
        String value,
        Long order,
        LocalDateTime updatedAt
) {

    /** The response form of {@code entity}. */
    public static AppSettingResponse of(AppSetting entity) {
        return new AppSettingResponse(
            entity.getKey(),
            entity.getValue(),
            entity.getOrder(),
            entity.getUpdatedAt());
    }
}
