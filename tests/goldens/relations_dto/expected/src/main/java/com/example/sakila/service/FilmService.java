package com.example.sakila.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Actor;
import com.example.sakila.entity.Film;
import com.example.sakila.entity.Inventory;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Business operations on Film ({@link Film}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface FilmService extends IService<Film> {

    /** The row with the given key, or {@code null}. */
    Film findByKey(Long filmId);

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
    Film patch(Long filmId, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long filmId);

    /** The relations {@code with} may name: {@code actors}, {@code inventories}, {@code language}, {@code originalLanguage}. */
    List<String> RELATIONS = Collections.unmodifiableList(Arrays.asList("actors", "inventories", "language", "originalLanguage"));

    /** The most related rows {@link #loadRelations} gives each row's list relation: the first by the related table's key. */
    int RELATED_LIMIT = 100;

    /** Load the relations named in {@code with} into {@code rows}, one read per relation for all rows, a list relation holding each row's first {@link #RELATED_LIMIT} related rows by key; a name not in {@link #RELATIONS} is refused (400). */
    void loadRelations(List<Film> rows, Collection<String> with);

    /**
     * Many-to-many {@code actors}: one page of the related rows of {@code row}, in key order, with their count.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<Actor> pageActors(Film row, long page, long size);

    /**
     * One-to-many {@code inventories}: one page of the related rows of {@code row}, in key order, with their count.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<Inventory> pageInventories(Film row, long page, long size);
}
