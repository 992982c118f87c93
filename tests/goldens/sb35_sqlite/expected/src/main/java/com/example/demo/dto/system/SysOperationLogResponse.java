package com.example.demo.dto.system;

import com.example.demo.entity.system.SysOperationLog;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.time.LocalDateTime;

/**
 * Sys operation log as the API returns it (response body).
 *
 * @param userId column user_id
 * @param action column action
 * @param detail column detail
 * @param createdAt column created_at
 */
@JsonPropertyOrder({
    "userId",
    "action",
    "detail",
    "createdAt",
})
public record SysOperationLogResponse(
        Long userId,
        String action,
        String detail,
        LocalDateTime createdAt
) {

    /** The response form of {@code entity}. */
    public static SysOperationLogResponse of(SysOperationLog entity) {
        return new SysOperationLogResponse(
            entity.getUserId(),
            entity.getAction(),
            entity.getDetail(),
            entity.getCreatedAt());
    }
}
