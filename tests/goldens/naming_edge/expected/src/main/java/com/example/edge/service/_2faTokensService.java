package com.example.edge.service;

import com.example.edge.common.PageResult;
import com.example.edge.entity._2faTokens;
import java.time.LocalDate;
import java.util.List;

/**
 * Business operations on 2fa tokens ({@link _2faTokens}).
 */
public interface _2faTokensService {

    /** The row with the given key, or {@code null}. */
    _2faTokens findByKey(String token, LocalDate issuedOn);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<_2faTokens> page(_2faTokens filter, long page, long size);

    /** Insert {@code row} and return it. */
    _2faTokens create(_2faTokens row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<_2faTokens> rows);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(_2faTokens row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(String token, LocalDate issuedOn);
}
