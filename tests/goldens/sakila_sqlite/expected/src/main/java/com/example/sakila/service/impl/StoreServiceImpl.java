package com.example.sakila.service.impl;

import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.Store;
import com.example.sakila.mapper.StoreMapper;
import com.example.sakila.service.StoreService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link StoreService} over {@link StoreMapper}.
 */
@Service
public class StoreServiceImpl implements StoreService {

    private static final long MAX_PAGE_SIZE = 500;

    private final StoreMapper mapper;
    private final RowChanges rowChanges;

    public StoreServiceImpl(StoreMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public Store findByKey(Long storeId) {
        return mapper.selectByKey(storeId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Store> page(Store filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
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
        Store stored = mapper.selectByKey(row.getStoreId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<Store> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public Store update(Store row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getStoreId());
    }

    @Override
    @Transactional
    public Store patch(Long storeId, Map<String, Object> changes) {
        Store row = mapper.selectByKey(storeId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setStoreId(storeId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long storeId) {
        return mapper.deleteByKey(storeId) > 0;
    }
}
