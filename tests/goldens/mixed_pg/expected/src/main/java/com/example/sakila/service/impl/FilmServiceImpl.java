package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Film;
import com.example.sakila.mapper.FilmMapper;
import com.example.sakila.service.FilmService;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link FilmService} over MyBatis-Plus' {@link ServiceImpl}.
 *
 * @author Genix Golden
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
        IPage<Film> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
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
