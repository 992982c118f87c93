package com.example.demo.service.impl.shop;

import com.example.demo.common.PageResult;
import com.example.demo.entity.shop.ShopCategory;
import com.example.demo.mapper.shop.ShopCategoryMapper;
import com.example.demo.service.shop.ShopCategoryService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ShopCategoryService} over {@link ShopCategoryMapper}.
 */
@Service
public class ShopCategoryServiceImpl implements ShopCategoryService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final ShopCategoryMapper mapper;

    public ShopCategoryServiceImpl(ShopCategoryMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public ShopCategory findByKey(Long id) {
        return mapper.selectByKey(id);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<ShopCategory> page(ShopCategory filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<ShopCategory> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public ShopCategory create(ShopCategory row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<ShopCategory> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(ShopCategory row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long id) {
        return mapper.deleteByKey(id) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(ShopCategory row) {
        return row.getParentId() != null
            || row.getName() != null
            || row.getSortOrder() != null;
    }
}
