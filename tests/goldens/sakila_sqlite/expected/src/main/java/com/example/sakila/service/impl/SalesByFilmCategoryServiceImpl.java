package com.example.sakila.service.impl;

import com.example.sakila.common.InvalidRequestException;
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

    private static final long MAX_PAGE_SIZE = 500;

    private final SalesByFilmCategoryMapper mapper;
    private final RowChanges rowChanges;

    public SalesByFilmCategoryServiceImpl(SalesByFilmCategoryMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<SalesByFilmCategory> page(SalesByFilmCategory filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        long total = mapper.count(filter);
        List<SalesByFilmCategory> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }
}
