package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.StaffList;
import com.example.sakila.mapper.StaffListMapper;
import com.example.sakila.service.StaffListService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link StaffListService} over {@link StaffListMapper}.
 */
@Service
public class StaffListServiceImpl implements StaffListService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final StaffListMapper mapper;
    private final RowChanges rowChanges;

    public StaffListServiceImpl(StaffListMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<StaffList> page(StaffList filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<StaffList> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }
}
