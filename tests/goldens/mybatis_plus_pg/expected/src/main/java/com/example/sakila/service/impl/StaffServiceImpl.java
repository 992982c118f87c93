package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Staff;
import com.example.sakila.mapper.StaffMapper;
import com.example.sakila.service.StaffService;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link StaffService} over MyBatis-Plus' {@link ServiceImpl}.
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
        QueryWrapper<Staff> query = new QueryWrapper<>();
        if (filter != null) {
            query.eq(filter.getStaffId() != null, "staff_id", filter.getStaffId());
            query.eq(filter.getFirstName() != null, "first_name", filter.getFirstName());
            query.eq(filter.getLastName() != null, "last_name", filter.getLastName());
            query.eq(filter.getAddressId() != null, "address_id", filter.getAddressId());
            query.eq(filter.getEmail() != null, "email", filter.getEmail());
            query.eq(filter.getStoreId() != null, "store_id", filter.getStoreId());
            query.eq(filter.getActive() != null, "active", filter.getActive());
            query.eq(filter.getUsername() != null, "username", filter.getUsername());
            query.eq(filter.getPassword() != null, "password", filter.getPassword());
            query.eq(filter.getLastUpdate() != null, "last_update", filter.getLastUpdate());
        }
        query.orderByAsc("staff_id");
        IPage<Staff> result = page(new Page<>(pageNo, pageSize), query);
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
}
