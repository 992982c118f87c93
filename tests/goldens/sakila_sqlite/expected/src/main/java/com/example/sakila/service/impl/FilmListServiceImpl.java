package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.FilmList;
import com.example.sakila.mapper.FilmListMapper;
import com.example.sakila.service.FilmListService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link FilmListService} over {@link FilmListMapper}.
 */
@Service
public class FilmListServiceImpl implements FilmListService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final FilmListMapper mapper;
    private final RowChanges rowChanges;

    public FilmListServiceImpl(FilmListMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<FilmList> page(FilmList filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<FilmList> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }
}
