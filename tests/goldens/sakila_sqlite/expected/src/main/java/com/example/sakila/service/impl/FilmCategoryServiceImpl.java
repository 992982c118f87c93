package com.example.sakila.service.impl;

import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.FilmCategory;
import com.example.sakila.mapper.FilmCategoryMapper;
import com.example.sakila.service.FilmCategoryService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link FilmCategoryService} over {@link FilmCategoryMapper}.
 */
@Service
public class FilmCategoryServiceImpl implements FilmCategoryService {

    private static final long MAX_PAGE_SIZE = 500;

    private final FilmCategoryMapper mapper;
    private final RowChanges rowChanges;

    public FilmCategoryServiceImpl(FilmCategoryMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public FilmCategory findByKey(Integer filmId, Integer categoryId) {
        return mapper.selectByKey(filmId, categoryId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<FilmCategory> page(FilmCategory filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
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
        FilmCategory stored = mapper.selectByKey(row.getFilmId(), row.getCategoryId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<FilmCategory> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public FilmCategory update(FilmCategory row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getFilmId(), row.getCategoryId());
    }

    @Override
    @Transactional
    public FilmCategory patch(Integer filmId, Integer categoryId, Map<String, Object> changes) {
        FilmCategory row = mapper.selectByKey(filmId, categoryId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setFilmId(filmId);
        row.setCategoryId(categoryId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer filmId, Integer categoryId) {
        return mapper.deleteByKey(filmId, categoryId) > 0;
    }
}
