package com.example.demo.dto.system;

import com.example.demo.entity.system.SysOperationLog;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.time.LocalDateTime;

/**
 * What a client sends to create or update Sys operation log (request body).
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
public record SysOperationLogRequest(
        Long userId,
        @NotBlank @Size(max = 64) String action,
        String detail,
        LocalDateTime createdAt
) {

    /** A new {@link SysOperationLog} holding this request's fields. */
    public SysOperationLog toEntity() {
        SysOperationLog entity = new SysOperationLog();
        entity.setUserId(userId);
        entity.setAction(action);
        entity.setDetail(detail);
        entity.setCreatedAt(createdAt);
        return entity;
    }
}
