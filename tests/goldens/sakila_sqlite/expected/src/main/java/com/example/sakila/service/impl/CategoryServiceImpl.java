package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Category;
import com.example.sakila.mapper.CategoryMapper;
import com.example.sakila.service.CategoryService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link CategoryService} over {@link CategoryMapper}.
 */
@Service
public class CategoryServiceImpl implements CategoryService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final CategoryMapper mapper;

    public CategoryServiceImpl(CategoryMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public Category findByKey(Long categoryId) {
        return mapper.selectByKey(categoryId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Category> page(Category filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<Category> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public Category create(Category row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<Category> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(Category row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getCategoryId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long categoryId) {
        return mapper.deleteByKey(categoryId) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(Category row) {
        return row.getName() != null
            || row.getLastUpdate() != null;
    }
}
