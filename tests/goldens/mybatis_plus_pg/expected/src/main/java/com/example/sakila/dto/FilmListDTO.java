package com.example.sakila.dto;

import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import lombok.Data;

/**
 * What a client sends to create or update Film list (request body).
 */
@Data
@Schema(description = "Film list (request)")
public class FilmListDTO implements Serializable {

    private static final long serialVersionUID = 1L;
}
