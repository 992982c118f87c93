package com.example.sakila.common;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A write refused before it reaches the database: another row holds the values of one of the
 * table's unique keys. {@code ApiExceptionHandler} answers it with 409, naming each field and the
 * constraint.
 *
 * @author Genix Golden
 */
public class ConflictException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Field (JSON property) → what is wrong with its value, in order. */
    private final transient Map<String, String> errors;

    /** The unique constraint or index, or null when the database names none. */
    private final String constraint;

    public ConflictException(String message, Map<String, String> errors, String constraint) {
        super(message);
        this.errors = Collections.unmodifiableMap(new LinkedHashMap<>(errors));
        this.constraint = constraint;
    }

    public Map<String, String> getErrors() {
        return errors;
    }

    public String getConstraint() {
        return constraint;
    }
}
