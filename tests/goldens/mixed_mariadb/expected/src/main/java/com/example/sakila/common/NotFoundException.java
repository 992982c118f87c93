package com.example.sakila.common;

/**
 * No row has the requested key; {@code ApiExceptionHandler} answers it with 404.
 *
 * @author Genix Golden
 */
public class NotFoundException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public NotFoundException(String message) {
        super(message);
    }
}
