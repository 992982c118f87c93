package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Film;
import com.example.sakila.mapper.FilmMapper;
import com.example.sakila.service.FilmService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link FilmService} over {@link FilmMapper}.
 */
@Service
public class FilmServiceImpl implements FilmService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final FilmMapper mapper;

    public FilmServiceImpl(FilmMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public Film findByKey(Integer filmId) {
        return mapper.selectByKey(filmId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Film> page(Film filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<Film> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public Film create(Film row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<Film> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(Film row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getFilmId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer filmId) {
        return mapper.deleteByKey(filmId) > 0;
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
