package com.example.enums.common;

/**
 * What every generated enum implements: the database value each constant stands for.
 * {@code DbEnumTypeHandler} writes {@link #getValue()} and reads constants back by it.
 */
public interface DbEnum {

    /** The value stored in the database, as text ({@code "PG-13"} for {@code PG_13}, {@code "0"} for a code 0). */
    String getValue();

    /** The value written to the database: the typed code of an enum from a comment or CHECK
     * list ({@code Integer} on an integer column), else {@link #getValue()}. */
    default Object getCode() {
        return getValue();
    }
}
