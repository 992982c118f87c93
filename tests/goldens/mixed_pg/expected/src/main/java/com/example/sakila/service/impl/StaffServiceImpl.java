package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Staff;
import com.example.sakila.mapper.StaffMapper;
import com.example.sakila.service.StaffService;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link StaffService} over MyBatis-Plus' {@link ServiceImpl}.
 *
 * @author Genix Golden
 */
@Service
public class StaffServiceImpl extends ServiceImpl<StaffMapper, Staff> implements StaffService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public Staff findByKey(Integer staffId) {
        return getById(staffId);
    }

    @Override
    public PageResult<Staff> page(Staff filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        IPage<Staff> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Staff create(Staff row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(Staff row) {
        if (!hasChanges(row)) {
            return findByKey(row.getStaffId()) != null;
        }
        return updateById(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer staffId) {
        return removeById(staffId);
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

    @Override
    @Transactional
    public int createBatch(List<Staff> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public Staff upsert(Staff row) {
        if (row.getStaffId() == null) {
            save(row);
            return row;
        }
        getBaseMapper().upsert(row);
        return findByKey(row.getStaffId());
    }
}
