package com.example.demo.dto.system;

import com.example.demo.entity.system.SysRole;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/**
 * What a client sends to create or update Sys role (request body).
 *
 * @param code column code
 * @param name column name
 * @param remark column remark
 */
@JsonPropertyOrder({
    "code",
    "name",
    "remark",
})
public record SysRoleRequest(
        @NotBlank @Size(max = 32) String code,
        @NotBlank @Size(max = 64) String name,
        @Size(max = 255) String remark
) {

    /** A new {@link SysRole} holding this request's fields. */
    public SysRole toEntity() {
        SysRole entity = new SysRole();
        entity.setCode(code);
        entity.setName(name);
        entity.setRemark(remark);
        return entity;
    }
}
