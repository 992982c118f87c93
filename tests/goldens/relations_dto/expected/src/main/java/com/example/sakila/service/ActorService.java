package com.example.sakila.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Actor;
import com.example.sakila.entity.Film;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Business operations on Actor ({@link Actor}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface ActorService extends IService<Actor> {

    /** The row with the given key, or {@code null}. */
    Actor findByKey(Long actorId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<Actor> page(Actor filter, long page, long size);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns and the generated key included). */
    Actor create(Actor row);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    Actor update(Actor row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    Actor patch(Long actorId, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long actorId);

    /** The relations {@code with} may name: {@code films}. */
    List<String> RELATIONS = Collections.unmodifiableList(Arrays.asList("films"));

    /** The most related rows {@link #loadRelations} gives each row's list relation: the first by the related table's key. */
    int RELATED_LIMIT = 100;

    /** Load the relations named in {@code with} into {@code rows}, one read per relation for all rows, a list relation holding each row's first {@link #RELATED_LIMIT} related rows by key; a name not in {@link #RELATIONS} is refused (400). */
    void loadRelations(List<Actor> rows, Collection<String> with);

    /**
     * Many-to-many {@code films}: one page of the related rows of {@code row}, in key order, with their count.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<Film> pageFilms(Actor row, long page, long size);
}
