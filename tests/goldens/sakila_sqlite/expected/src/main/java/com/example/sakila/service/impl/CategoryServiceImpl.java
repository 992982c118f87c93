package com.example.sakila.service.impl;

import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.Category;
import com.example.sakila.mapper.CategoryMapper;
import com.example.sakila.service.CategoryService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link CategoryService} over {@link CategoryMapper}.
 */
@Service
public class CategoryServiceImpl implements CategoryService {

    private static final long MAX_PAGE_SIZE = 500;

    private final CategoryMapper mapper;
    private final RowChanges rowChanges;

    public CategoryServiceImpl(CategoryMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public Category findByKey(Long categoryId) {
        return mapper.selectByKey(categoryId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Category> page(Category filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
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
        Category stored = mapper.selectByKey(row.getCategoryId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<Category> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public Category update(Category row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getCategoryId());
    }

    @Override
    @Transactional
    public Category patch(Long categoryId, Map<String, Object> changes) {
        Category row = mapper.selectByKey(categoryId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setCategoryId(categoryId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long categoryId) {
        return mapper.deleteByKey(categoryId) > 0;
    }
}
