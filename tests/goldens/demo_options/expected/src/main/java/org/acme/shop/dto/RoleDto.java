package org.acme.shop.dto;

/** Sys role as sent over the wire. */
public class RoleDto {
    public Long id;
    public String code;
    public String name;
    public String remark;
}
