package com.example.sakila.common;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.core.JacksonException;

/**
 * A request the API refuses before it reaches the database: a body that is not JSON, a value that
 * does not fit its field, a row that breaks its constraints. {@code ApiExceptionHandler} answers it
 * with 400, naming each field.
 *
 * @author Genix Golden
 */
public class InvalidRequestException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Field (JSON property path) → what is wrong with its value, in order. */
    private final transient Map<String, String> errors;

    public InvalidRequestException(String message, Map<String, String> errors) {
        super(message);
        this.errors = Collections.unmodifiableMap(new LinkedHashMap<>(errors));
    }

    public Map<String, String> getErrors() {
        return errors;
    }

    /** Refuses a path variable that does not match {@code regex} (a uuid key), naming it: answered with 400 before the database sees the value. */
    public static void check(String field, String value, String regex) {
        if (value != null && !value.matches(regex)) {
            Map<String, String> errors = new LinkedHashMap<>();
            errors.put(field, "invalid value");
            throw new InvalidRequestException("invalid value for " + field, errors);
        }
    }

    /** The refusal of a JSON body Jackson could not read: the property whose value does not fit, or malformed JSON. */
    public static InvalidRequestException ofJson(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause()) {
            if (t instanceof JacksonException) {
                String path = path(((JacksonException) t).getPath());
                if (!path.isEmpty()) {
                    Map<String, String> errors = new LinkedHashMap<>();
                    errors.put(path, "invalid value");
                    return new InvalidRequestException("invalid value for " + path, errors);
                }
            }
        }
        return new InvalidRequestException("malformed JSON", new LinkedHashMap<>());
    }

    private static String path(List<? extends JacksonException.Reference> references) {
        StringBuilder out = new StringBuilder();
        for (JacksonException.Reference r : references) {
            String name = r.getPropertyName();
            if (name != null) {
                out.append(out.length() == 0 ? "" : ".").append(name);
            } else if (r.getIndex() >= 0) {
                out.append('[').append(r.getIndex()).append(']');
            }
        }
        return out.toString();
    }
}
