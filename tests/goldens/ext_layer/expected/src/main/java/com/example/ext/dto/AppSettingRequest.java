package com.example.ext.dto;

import com.example.ext.entity.AppSetting;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.time.LocalDateTime;

/**
 * What a client sends to create or update App setting (request body).
 *
 * @param key column key
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
public record AppSettingRequest(
        @NotBlank @Size(max = 64) String key,
        String value,
        Long order,
        LocalDateTime updatedAt
) {

    /** A new {@link AppSetting} holding this request's fields. */
    public AppSetting toEntity() {
        AppSetting entity = new AppSetting();
        entity.setKey(key);
        entity.setValue(value);
        entity.setOrder(order);
        entity.setUpdatedAt(updatedAt);
        return entity;
    }
}
