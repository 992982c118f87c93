package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.SalesByFilmCategory;
import com.example.sakila.mapper.SalesByFilmCategoryMapper;
import com.example.sakila.service.SalesByFilmCategoryService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link SalesByFilmCategoryService} over {@link SalesByFilmCategoryMapper}.
 */
@Service
public class SalesByFilmCategoryServiceImpl implements SalesByFilmCategoryService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final SalesByFilmCategoryMapper mapper;
    private final RowChanges rowChanges;

    public SalesByFilmCategoryServiceImpl(SalesByFilmCategoryMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<SalesByFilmCategory> page(SalesByFilmCategory filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<SalesByFilmCategory> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }
}
