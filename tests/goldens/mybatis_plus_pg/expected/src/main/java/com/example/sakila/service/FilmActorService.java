package com.example.sakila.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.FilmActor;

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
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<FilmActor> page(FilmActor filter, long page, long size);

    /** Insert {@code row} and return it. */
    FilmActor create(FilmActor row);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(FilmActor row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Integer actorId, Integer filmId);
}
