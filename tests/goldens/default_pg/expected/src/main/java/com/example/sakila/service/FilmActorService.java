package com.example.sakila.service;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.FilmActor;
import java.util.List;

/**
 * Business operations on Film actor ({@link FilmActor}).
 */
public interface FilmActorService {

    /** The row with the given key, or {@code null}. */
    FilmActor findByKey(Integer actorId, Integer filmId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<FilmActor> page(FilmActor filter, long page, long size);

    /** Insert {@code row} and return it. */
    FilmActor create(FilmActor row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<FilmActor> rows);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(FilmActor row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Integer actorId, Integer filmId);
}
