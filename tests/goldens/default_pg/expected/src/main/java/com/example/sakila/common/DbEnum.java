package com.example.sakila.common;

/**
 * What every generated enum implements: the database value each constant stands for.
 * {@code DbEnumTypeHandler} writes {@link #getValue()} and reads constants back by it.
 */
public interface DbEnum {

    /** The value stored in the database ({@code "PG-13"} for {@code PG_13}). */
    String getValue();
}
