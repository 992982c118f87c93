package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Film;
import com.example.sakila.mapper.FilmMapper;
import com.example.sakila.service.FilmService;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link FilmService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class FilmServiceImpl extends ServiceImpl<FilmMapper, Film> implements FilmService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public Film findByKey(Integer filmId) {
        return getById(filmId);
    }

    @Override
    public PageResult<Film> page(Film filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        QueryWrapper<Film> query = new QueryWrapper<>();
        if (filter != null) {
            query.eq(filter.getFilmId() != null, "film_id", filter.getFilmId());
            query.eq(filter.getTitle() != null, "title", filter.getTitle());
            query.eq(filter.getReleaseYear() != null, "release_year", filter.getReleaseYear());
            query.eq(filter.getLanguageId() != null, "language_id", filter.getLanguageId());
            query.eq(filter.getOriginalLanguageId() != null, "original_language_id", filter.getOriginalLanguageId());
            query.eq(filter.getRentalDuration() != null, "rental_duration", filter.getRentalDuration());
            query.eq(filter.getRentalRate() != null, "rental_rate", filter.getRentalRate());
            query.eq(filter.getLength() != null, "length", filter.getLength());
            query.eq(filter.getReplacementCost() != null, "replacement_cost", filter.getReplacementCost());
            query.eq(filter.getRating() != null, "rating", filter.getRating());
            query.eq(filter.getLastUpdate() != null, "last_update", filter.getLastUpdate());
        }
        query.orderByAsc("film_id");
        IPage<Film> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Film create(Film row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(Film row) {
        if (!hasChanges(row)) {
            return findByKey(row.getFilmId()) != null;
        }
        return updateById(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer filmId) {
        return removeById(filmId);
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(Film row) {
        return row.getTitle() != null
            || row.getDescription() != null
            || row.getReleaseYear() != null
            || row.getLanguageId() != null
            || row.getOriginalLanguageId() != null
            || row.getRentalDuration() != null
            || row.getRentalRate() != null
            || row.getLength() != null
            || row.getReplacementCost() != null
            || row.getRating() != null
            || row.getLastUpdate() != null
            || row.getSpecialFeatures() != null
            || row.getFulltext() != null;
    }
}
