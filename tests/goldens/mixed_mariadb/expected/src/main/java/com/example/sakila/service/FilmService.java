package com.example.sakila.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Film;
import java.util.List;
import java.util.Map;

/**
 * Business operations on Film ({@link Film}), on top of
 * MyBatis-Plus' {@link IService}.
 *
 * @author Genix Golden
 */
public interface FilmService extends IService<Film> {

    /** The row with the given key, or {@code null}. */
    Film findByKey(Integer filmId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<Film> page(Film filter, long page, long size);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns and the generated key included). */
    Film create(Film row);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    Film update(Film row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    Film patch(Integer filmId, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Integer filmId);

    /** Insert several rows in one statement; returns how many were inserted. */
    int createBatch(List<Film> rows);

    /** Insert {@code row}, or update the existing row with its key; returns the row as stored. */
    Film upsert(Film row);
}
