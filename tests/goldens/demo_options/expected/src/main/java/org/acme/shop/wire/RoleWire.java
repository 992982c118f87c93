package org.acme.shop.wire;

/** Sys role as sent over the wire. */
public class RoleWire {
    public Long id;
    public String code;
    public String name;
    public String remark;
}
