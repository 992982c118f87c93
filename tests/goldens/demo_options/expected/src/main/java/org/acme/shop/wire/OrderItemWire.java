package org.acme.shop.wire;

/** Shop order item as sent over the wire. */
public class OrderItemWire {
    public Long orderId;
    public Long lineNo;
    public Long productId;
    public Long quantity;
    public Double unitPrice;
}
