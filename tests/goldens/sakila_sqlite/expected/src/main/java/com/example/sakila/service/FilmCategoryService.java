package com.example.sakila.service;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.FilmCategory;
import java.util.List;

/**
 * Business operations on Film category ({@link FilmCategory}).
 */
public interface FilmCategoryService {

    /** The row with the given key, or {@code null}. */
    FilmCategory findByKey(Integer filmId, Integer categoryId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<FilmCategory> page(FilmCategory filter, long page, long size);

    /** Insert {@code row} and return it. */
    FilmCategory create(FilmCategory row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<FilmCategory> rows);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(FilmCategory row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Integer filmId, Integer categoryId);
}
