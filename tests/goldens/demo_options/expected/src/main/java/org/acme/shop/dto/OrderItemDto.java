package org.acme.shop.dto;

/** Shop order item as sent over the wire. */
public class OrderItemDto {
    public Long orderId;
    public Long lineNo;
    public Long productId;
    public Long quantity;
    public Double unitPrice;
}
