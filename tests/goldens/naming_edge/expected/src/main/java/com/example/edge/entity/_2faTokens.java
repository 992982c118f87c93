package com.example.edge.entity;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.time.LocalDate;
import lombok.Data;
import lombok.ToString;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * 2fa tokens
 * <p>Table: {@code 2fa_tokens}</p>
 */
@Data
@Schema(description = "2fa tokens")
@JsonPropertyOrder({
    "token",
    "issuedOn",
    "payload",
})
public class _2faTokens implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column token (primary key) */
    @NotBlank
    @Size(max = 64)
    @JsonProperty(access = JsonProperty.Access.WRITE_ONLY)
    @ToString.Exclude
    private String token;

    /** Column issued_on (primary key) */
    @NotNull
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE)
    private LocalDate issuedOn;

    /** Column payload */
    private byte[] payload;
}
