package com.example.ext.dto;

import com.example.ext.entity.SysRole;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * Sys role as the API returns it (response body).
 *
 * @param id column id (primary key)
 * @param code column code
 * @param name column name
 * @param remark column remark
 */
@JsonPropertyOrder({
    "id",
    "code",
    "name",
    "remark",
})
public record SysRoleResponse(
        Long id,
        String code,
        String name,
        String remark
) {

    /** The response form of {@code entity}. */
    public static SysRoleResponse of(SysRole entity) {
        return new SysRoleResponse(
            entity.getId(),
            entity.getCode(),
            entity.getName(),
            entity.getRemark());
    }
}
