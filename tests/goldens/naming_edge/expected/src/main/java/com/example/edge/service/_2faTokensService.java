package com.example.edge.service;

import com.example.edge.common.PageResult;
import com.example.edge.entity._2faTokens;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/**
 * Business operations on 2fa tokens ({@link _2faTokens}).
 */
public interface _2faTokensService {

    /** The row with the given key, or {@code null}. */
    _2faTokens findByKey(String token, LocalDate issuedOn);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<_2faTokens> page(_2faTokens filter, long page, long size);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns included). */
    _2faTokens create(_2faTokens row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<_2faTokens> rows);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    _2faTokens update(_2faTokens row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    _2faTokens patch(String token, LocalDate issuedOn, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(String token, LocalDate issuedOn);
}
