package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Store;
import com.example.sakila.mapper.StoreMapper;
import com.example.sakila.service.StoreService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link StoreService} over {@link StoreMapper}.
 */
@Service
public class StoreServiceImpl implements StoreService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final StoreMapper mapper;

    public StoreServiceImpl(StoreMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public Store findByKey(Long storeId) {
        return mapper.selectByKey(storeId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Store> page(Store filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<Store> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public Store create(Store row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<Store> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(Store row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getStoreId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long storeId) {
        return mapper.deleteByKey(storeId) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(Store row) {
        return row.getManagerStaffId() != null
            || row.getAddressId() != null
            || row.getLastUpdate() != null;
    }
}
