package com.example.sakila.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Film;

/**
 * Business operations on Film ({@link Film}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface FilmService extends IService<Film> {

    /** The row with the given key, or {@code null}. */
    Film findByKey(Integer filmId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<Film> page(Film filter, long page, long size);

    /** Insert {@code row} and return it with its generated key. */
    Film create(Film row);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(Film row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Integer filmId);
}
