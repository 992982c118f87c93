package com.example.sakila.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.FilmActor;
import java.util.List;

/**
 * Business operations on Film actor ({@link FilmActor}), on top of
 * MyBatis-Plus' {@link IService}.
 *
 * @author Genix Golden
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

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Integer actorId, Integer filmId);

    /** Insert several rows in one statement; returns how many were inserted. */
    int createBatch(List<FilmActor> rows);

    /** Insert {@code row}, or update the existing row with its key; returns the row as stored. */
    FilmActor upsert(FilmActor row);
}
