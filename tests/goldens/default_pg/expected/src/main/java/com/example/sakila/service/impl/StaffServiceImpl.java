package com.example.sakila.service.impl;

import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.Staff;
import com.example.sakila.mapper.StaffMapper;
import com.example.sakila.service.StaffService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link StaffService} over {@link StaffMapper}.
 */
@Service
public class StaffServiceImpl implements StaffService {

    private static final long MAX_PAGE_SIZE = 500;

    private final StaffMapper mapper;
    private final RowChanges rowChanges;

    public StaffServiceImpl(StaffMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public Staff findByKey(Integer staffId) {
        return mapper.selectByKey(staffId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Staff> page(Staff filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
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
        Staff stored = mapper.selectByKey(row.getStaffId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<Staff> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public Staff update(Staff row) {
        rowChanges.check(row, "password");
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getStaffId());
    }

    @Override
    @Transactional
    public Staff patch(Integer staffId, Map<String, Object> changes) {
        Staff row = mapper.selectByKey(staffId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setStaffId(staffId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer staffId) {
        return mapper.deleteByKey(staffId) > 0;
    }
}
