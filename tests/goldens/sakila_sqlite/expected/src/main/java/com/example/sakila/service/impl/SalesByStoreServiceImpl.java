package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.SalesByStore;
import com.example.sakila.mapper.SalesByStoreMapper;
import com.example.sakila.service.SalesByStoreService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link SalesByStoreService} over {@link SalesByStoreMapper}.
 */
@Service
public class SalesByStoreServiceImpl implements SalesByStoreService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final SalesByStoreMapper mapper;
    private final RowChanges rowChanges;

    public SalesByStoreServiceImpl(SalesByStoreMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<SalesByStore> page(SalesByStore filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<SalesByStore> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }
}
