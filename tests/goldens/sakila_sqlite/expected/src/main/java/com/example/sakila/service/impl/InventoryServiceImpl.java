package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Inventory;
import com.example.sakila.mapper.InventoryMapper;
import com.example.sakila.service.InventoryService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link InventoryService} over {@link InventoryMapper}.
 */
@Service
public class InventoryServiceImpl implements InventoryService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final InventoryMapper mapper;

    public InventoryServiceImpl(InventoryMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public Inventory findByKey(Long inventoryId) {
        return mapper.selectByKey(inventoryId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Inventory> page(Inventory filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<Inventory> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public Inventory create(Inventory row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<Inventory> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(Inventory row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getInventoryId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long inventoryId) {
        return mapper.deleteByKey(inventoryId) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(Inventory row) {
        return row.getFilmId() != null
            || row.getStoreId() != null
            || row.getLastUpdate() != null;
    }
}
