package com.example.edge.entity;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotNull;
import java.io.Serializable;
import java.math.BigDecimal;
import lombok.Data;

/**
 * Invoice line
 * <p>Table: {@code InvoiceLine}</p>
 */
@Data
@Schema(description = "Invoice line")
@JsonPropertyOrder({
    "invoiceLineId",
    "unitPrice",
})
public class InvoiceLine implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column InvoiceLineId (primary key) */
    private Integer invoiceLineId;

    /** Column UnitPrice */
    @NotNull
    @Digits(integer = 8, fraction = 2)
    private BigDecimal unitPrice;
}
