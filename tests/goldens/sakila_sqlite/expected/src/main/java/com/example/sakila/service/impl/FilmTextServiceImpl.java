package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.FilmText;
import com.example.sakila.mapper.FilmTextMapper;
import com.example.sakila.service.FilmTextService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link FilmTextService} over {@link FilmTextMapper}.
 */
@Service
public class FilmTextServiceImpl implements FilmTextService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final FilmTextMapper mapper;

    public FilmTextServiceImpl(FilmTextMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public FilmText findByKey(Long filmId) {
        return mapper.selectByKey(filmId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<FilmText> page(FilmText filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
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
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<FilmText> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(FilmText row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getFilmId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long filmId) {
        return mapper.deleteByKey(filmId) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(FilmText row) {
        return row.getTitle() != null
            || row.getDescription() != null;
    }
}
