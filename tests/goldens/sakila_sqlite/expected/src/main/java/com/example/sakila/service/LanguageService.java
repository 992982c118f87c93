package com.example.sakila.service;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Language;
import java.util.List;

/**
 * Business operations on Language ({@link Language}).
 */
public interface LanguageService {

    /** The row with the given key, or {@code null}. */
    Language findByKey(Long languageId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<Language> page(Language filter, long page, long size);

    /** Insert {@code row} and return it with its generated key. */
    Language create(Language row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<Language> rows);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(Language row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long languageId);
}
