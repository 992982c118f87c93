package com.example.sakila.service.impl;

import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.FilmText;
import com.example.sakila.mapper.FilmTextMapper;
import com.example.sakila.service.FilmTextService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link FilmTextService} over {@link FilmTextMapper}.
 */
@Service
public class FilmTextServiceImpl implements FilmTextService {

    private static final long MAX_PAGE_SIZE = 500;

    private final FilmTextMapper mapper;
    private final RowChanges rowChanges;

    public FilmTextServiceImpl(FilmTextMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public FilmText findByKey(Long filmId) {
        return mapper.selectByKey(filmId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<FilmText> page(FilmText filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        long total = mapper.count(filter);
        List<FilmText> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public FilmText create(FilmText row) {
        mapper.insert(row);
        FilmText stored = mapper.selectByKey(row.getFilmId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<FilmText> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public FilmText update(FilmText row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getFilmId());
    }

    @Override
    @Transactional
    public FilmText patch(Long filmId, Map<String, Object> changes) {
        FilmText row = mapper.selectByKey(filmId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setFilmId(filmId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long filmId) {
        return mapper.deleteByKey(filmId) > 0;
    }
}
