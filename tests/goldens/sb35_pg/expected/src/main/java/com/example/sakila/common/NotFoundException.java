package com.example.sakila.common;

/**
 * No row has the requested key; answered as a 404 {@code ProblemDetail}.
 */
public class NotFoundException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public NotFoundException(String message) {
        super(message);
    }
}
