package com.example.edge.entity;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDate;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Order summary
 * <p>View: {@code order summary}</p>
 */
@Data
@Schema(description = "Order summary")
@JsonPropertyOrder({
    "day",
    "total",
})
public class OrderSummary implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column day */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE)
    private LocalDate day;

    /** Column total */
    private BigDecimal total;
}
