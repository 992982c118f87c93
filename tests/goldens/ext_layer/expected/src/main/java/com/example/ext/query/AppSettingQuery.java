package com.example.ext.query;

import com.example.ext.entity.AppSetting;
import java.time.LocalDateTime;
import java.util.Objects;
import java.util.Optional;

/**
 * Filter of {@code app_setting} list queries (a layer of our own).
 */
public record AppSettingQuery(
        Optional<String> key,
        Optional<Long> order,
        Optional<LocalDateTime> updatedAt
) {

    /** Whether {@code row} matches every field that is set. */
    public boolean matches(AppSetting row) {
        return key.map(v -> Objects.equals(v, row.getKey())).orElse(true)
            && order.map(v -> Objects.equals(v, row.getOrder())).orElse(true)
            && updatedAt.map(v -> Objects.equals(v, row.getUpdatedAt())).orElse(true);
    }
}
