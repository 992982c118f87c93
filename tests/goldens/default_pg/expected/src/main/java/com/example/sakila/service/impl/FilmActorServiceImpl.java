package com.example.sakila.service.impl;

import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.FilmActor;
import com.example.sakila.mapper.FilmActorMapper;
import com.example.sakila.service.FilmActorService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link FilmActorService} over {@link FilmActorMapper}.
 */
@Service
public class FilmActorServiceImpl implements FilmActorService {

    private static final long MAX_PAGE_SIZE = 500;

    private final FilmActorMapper mapper;
    private final RowChanges rowChanges;

    public FilmActorServiceImpl(FilmActorMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public FilmActor findByKey(Integer actorId, Integer filmId) {
        return mapper.selectByKey(actorId, filmId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<FilmActor> page(FilmActor filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
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
        FilmActor stored = mapper.selectByKey(row.getActorId(), row.getFilmId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<FilmActor> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public FilmActor update(FilmActor row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getActorId(), row.getFilmId());
    }

    @Override
    @Transactional
    public FilmActor patch(Integer actorId, Integer filmId, Map<String, Object> changes) {
        FilmActor row = mapper.selectByKey(actorId, filmId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setActorId(actorId);
        row.setFilmId(filmId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer actorId, Integer filmId) {
        return mapper.deleteByKey(actorId, filmId) > 0;
    }
}
