package com.example.ext.query;

import com.example.ext.entity.SysRole;
import java.util.Objects;
import java.util.Optional;

/**
 * Filter of {@code sys_role} list queries (a layer of our own).
 */
public record SysRoleQuery(
        Optional<Long> id,
        Optional<String> code,
        Optional<String> name,
        Optional<String> remark
) {

    /** Whether {@code row} matches every field that is set. */
    public boolean matches(SysRole row) {
        return id.map(v -> Objects.equals(v, row.getId())).orElse(true)
            && code.map(v -> Objects.equals(v, row.getCode())).orElse(true)
            && name.map(v -> Objects.equals(v, row.getName())).orElse(true)
            && remark.map(v -> Objects.equals(v, row.getRemark())).orElse(true);
    }
}
