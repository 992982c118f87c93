package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.FilmCategory;
import com.example.sakila.mapper.FilmCategoryMapper;
import com.example.sakila.service.FilmCategoryService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link FilmCategoryService} over {@link FilmCategoryMapper}.
 */
@Service
public class FilmCategoryServiceImpl implements FilmCategoryService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final FilmCategoryMapper mapper;

    public FilmCategoryServiceImpl(FilmCategoryMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public FilmCategory findByKey(Integer filmId, Integer categoryId) {
        return mapper.selectByKey(filmId, categoryId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<FilmCategory> page(FilmCategory filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<FilmCategory> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public FilmCategory create(FilmCategory row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<FilmCategory> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(FilmCategory row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getFilmId(), row.getCategoryId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer filmId, Integer categoryId) {
        return mapper.deleteByKey(filmId, categoryId) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(FilmCategory row) {
        return row.getLastUpdate() != null;
    }
}
