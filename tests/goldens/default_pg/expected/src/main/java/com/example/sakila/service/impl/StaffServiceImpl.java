package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Staff;
import com.example.sakila.mapper.StaffMapper;
import com.example.sakila.service.StaffService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link StaffService} over {@link StaffMapper}.
 */
@Service
public class StaffServiceImpl implements StaffService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final StaffMapper mapper;

    public StaffServiceImpl(StaffMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public Staff findByKey(Integer staffId) {
        return mapper.selectByKey(staffId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Staff> page(Staff filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<Staff> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public Staff create(Staff row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<Staff> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(Staff row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getStaffId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer staffId) {
        return mapper.deleteByKey(staffId) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(Staff row) {
        return row.getFirstName() != null
            || row.getLastName() != null
            || row.getAddressId() != null
            || row.getEmail() != null
            || row.getStoreId() != null
            || row.getActive() != null
            || row.getUsername() != null
            || row.getPassword() != null
            || row.getLastUpdate() != null
            || row.getPicture() != null;
    }
}
