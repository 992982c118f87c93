package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.FilmActor;
import com.example.sakila.mapper.FilmActorMapper;
import com.example.sakila.service.FilmActorService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link FilmActorService} over {@link FilmActorMapper}.
 */
@Service
public class FilmActorServiceImpl implements FilmActorService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final FilmActorMapper mapper;

    public FilmActorServiceImpl(FilmActorMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public FilmActor findByKey(Integer actorId, Integer filmId) {
        return mapper.selectByKey(actorId, filmId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<FilmActor> page(FilmActor filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<FilmActor> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public FilmActor create(FilmActor row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<FilmActor> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(FilmActor row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getActorId(), row.getFilmId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer actorId, Integer filmId) {
        return mapper.deleteByKey(actorId, filmId) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(FilmActor row) {
        return row.getLastUpdate() != null;
    }
}
