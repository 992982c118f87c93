package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.Film;
import com.example.sakila.mapper.FilmMapper;
import com.example.sakila.service.FilmService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link FilmService} over MyBatis-Plus' {@link ServiceImpl}.
 *
 * @author Genix Golden
 */
@Service
public class FilmServiceImpl extends ServiceImpl<FilmMapper, Film> implements FilmService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public FilmServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public Film findByKey(Integer filmId) {
        return getById(filmId);
    }

    @Override
    public PageResult<Film> page(Film filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        IPage<Film> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Film create(Film row) {
        row.setFilmId(null); // the database fills it
        if (row.getTitle() == null
            && row.getDescription() == null
            && row.getReleaseYear() == null
            && row.getLanguageId() == null
            && row.getOriginalLanguageId() == null
            && row.getRentalDuration() == null
            && row.getRentalRate() == null
            && row.getLength() == null
            && row.getReplacementCost() == null
            && row.getRating() == null
            && row.getSpecialFeatures() == null
            && row.getLastUpdate() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        Film stored = findByKey(row.getFilmId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public Film update(Film row) {
        rowChanges.check(row);
        Integer filmId = row.getFilmId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<Film> replace = Wrappers.lambdaUpdate(Film.class).eq(Film::getFilmId, filmId);
        replace.set(row.getTitle() == null, Film::getTitle, null);
        replace.set(row.getDescription() == null, Film::getDescription, null);
        replace.set(row.getReleaseYear() == null, Film::getReleaseYear, null);
        replace.set(row.getLanguageId() == null, Film::getLanguageId, null);
        replace.set(row.getOriginalLanguageId() == null, Film::getOriginalLanguageId, null);
        replace.set(row.getRentalDuration() == null, Film::getRentalDuration, null);
        replace.set(row.getRentalRate() == null, Film::getRentalRate, null);
        replace.set(row.getLength() == null, Film::getLength, null);
        replace.set(row.getReplacementCost() == null, Film::getReplacementCost, null);
        replace.set(row.getRating() == null, Film::getRating, null);
        replace.set(row.getSpecialFeatures() == null, Film::getSpecialFeatures, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(filmId);
    }

    @Override
    @Transactional
    public Film patch(Integer filmId, Map<String, Object> changes) {
        Film row = findByKey(filmId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setFilmId(filmId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer filmId) {
        return removeById(filmId);
    }

    @Override
    @Transactional
    public int createBatch(List<Film> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public Film upsert(Film row) {
        if (row.getFilmId() == null) {
            save(row);
            return row;
        }
        getBaseMapper().upsert(row);
        return findByKey(row.getFilmId());
    }
}
