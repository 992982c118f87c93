package com.example.sakila.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.FilmActor;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Business operations on Film actor ({@link FilmActor}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface FilmActorService extends IService<FilmActor> {

    /** The row with the given key, or {@code null}. */
    FilmActor findByKey(Integer actorId, Integer filmId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<FilmActor> page(FilmActor filter, long page, long size);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns included). */
    FilmActor create(FilmActor row);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    FilmActor update(FilmActor row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    FilmActor patch(Integer actorId, Integer filmId, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Integer actorId, Integer filmId);

    /** The relations {@code with} may name: {@code actor}, {@code film}. */
    List<String> RELATIONS = Collections.unmodifiableList(Arrays.asList("actor", "film"));

    /** Load the relations named in {@code with} into {@code rows}, one read per relation for all rows; a name not in {@link #RELATIONS} is refused (400). */
    void loadRelations(List<FilmActor> rows, Collection<String> with);
}
