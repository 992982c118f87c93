package com.example.sakila.common;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the list queries ({@code GET .../query}, {@code /count}, {@code /exists}) share: LIKE
 * patterns whose {@code %}, {@code _} and {@code !} match themselves (the statements say
 * {@code ESCAPE '!'}), the check of {@code sort} against a table's allow-list, and the page
 * limits. A refused value is a 400 naming its parameter.
 *
 * @author Genix Golden
 */
public final class QuerySupport {

    private QuerySupport() {
    }

    /** The LIKE pattern of values containing {@code text} (null for null). */
    public static String contains(String text) {
        return text == null ? null : "%" + escape(text) + "%";
    }

    /** The LIKE pattern of values starting with {@code text} (null for null). */
    public static String startsWith(String text) {
        return text == null ? null : escape(text) + "%";
    }

    private static String escape(String text) {
        return text.replace("!", "!!").replace("%", "!%").replace("_", "!_");
    }

    /**
     * The sort codes of {@code sort} ({@code title,-releaseYear}): the index {@code i} of each
     * property in {@code allowed} as {@code 2 * i} (ascending) or {@code 2 * i + 1} (a leading
     * {@code -}: descending). Only these numbers reach the statement, which names the columns
     * itself; a property not allowed is refused, listing the allowed ones.
     */
    public static List<Integer> sortCodes(String sort, List<String> allowed) {
        List<Integer> codes = new ArrayList<>();
        if (sort == null || sort.trim().isEmpty()) {
            return codes;
        }
        for (String part : sort.split(",", -1)) {
            String name = part.trim();
            boolean descending = name.startsWith("-");
            if (descending || name.startsWith("+")) {
                name = name.substring(1).trim();
            }
            int index = allowed.indexOf(name);
            if (index < 0) {
                String shown = name.length() > 60 ? name.substring(0, 60) + "..." : name;
                throw refused("sort", "cannot sort by '" + shown + "'; sort by "
                    + (allowed.isEmpty() ? "nothing" : String.join(", ", allowed)) + " (a leading - sorts descending)");
            }
            codes.add(2 * index + (descending ? 1 : 0));
        }
        return codes;
    }

    /** The 1-based page number {@code page} asks for (1 when absent). */
    public static long page(Long page, boolean clamp) {
        if (page == null) {
            return 1;
        }
        if (page < 1) {
            if (clamp) {
                return 1;
            }
            throw refused("page", "page must be 1 or more");
        }
        return page;
    }

    /** The page size {@code size} asks for ({@code standard} when absent), at most {@code max}. */
    public static long size(Long size, long standard, long max, boolean clamp) {
        if (size == null) {
            return standard;
        }
        if (size < 1 || size > max) {
            if (clamp) {
                return Math.min(Math.max(size, 1), max);
            }
            throw refused("size", "size must be between 1 and " + max);
        }
        return size;
    }

    /** The offset of page {@code page} of {@code size} rows. */
    public static long offset(long page, long size) {
        if (page - 1 > Long.MAX_VALUE / size) {
            throw refused("page", "page is too large");
        }
        return (page - 1) * size;
    }

    private static InvalidRequestException refused(String parameter, String message) {
        Map<String, String> errors = new LinkedHashMap<>();
        errors.put(parameter, message);
        return new InvalidRequestException(message, errors);
    }
}
