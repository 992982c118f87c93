package org.acme.shop.wire;

import java.time.LocalDate;
import java.time.OffsetDateTime;

/** Shop order as sent over the wire (audited). */
public class OrderWire {
    public Long id;
    public Long userId;
    public String orderNo;
    public String status;
    public Double totalAmount;
    public Boolean paid;
    public OffsetDateTime orderedAt;
    public LocalDate shipDate;
    public String note;
}
