package com.example.sakila.common;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validator;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.springframework.stereotype.Component;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.ObjectMapper;

/**
 * Changes to a row before the services store it: a JSON merge patch (RFC 7396) applied to it
 * (PATCH), and the bean validation of the row as it will be stored (PUT and PATCH, after the key
 * from the path is set), both refused with {@link InvalidRequestException} (400, each field named).
 *
 * @author Genix Golden
 */
@Component
public class RowChanges {

    private final ObjectMapper json;
    private final Validator validator;

    public RowChanges(ObjectMapper json, Validator validator) {
        this.json = json;
        this.validator = validator;
    }

    /**
     * Apply {@code changes} (the members of a JSON merge patch) to {@code row}: each member sets
     * its field, {@code null} included; a field without a member keeps its value; a member that
     * names no field, or whose value does not fit it, is refused.
     */
    public <T> T patch(T row, Map<String, Object> changes) {
        try {
            return json.readerForUpdating(row)
                .with(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .readValue(json.writeValueAsBytes(changes));
        } catch (Exception e) {
            throw InvalidRequestException.ofJson(e);
        }
    }

    /**
     * Refuse {@code row} when it breaks its constraints (NOT NULL columns, lengths, patterns).
     * A {@code kept} property (one an update leaves as stored when the row holds no value: a
     * secret, a filled or base-class column) may be null.
     */
    public void check(Object row, String... kept) {
        Map<String, String> errors = new TreeMap<>();
        List<String> keep = Arrays.asList(kept);
        for (ConstraintViolation<Object> v : validator.validate(row)) {
            String property = v.getPropertyPath().toString();
            if (v.getInvalidValue() == null && keep.contains(property)) {
                continue;
            }
            errors.putIfAbsent(property, v.getMessage());
        }
        if (!errors.isEmpty()) {
            throw new InvalidRequestException("invalid " + String.join(", ", errors.keySet()), errors);
        }
    }
}
