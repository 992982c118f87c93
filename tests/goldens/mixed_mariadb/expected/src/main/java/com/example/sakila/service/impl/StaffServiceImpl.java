package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
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
 * Default implementation of {@link StaffService} over MyBatis-Plus' {@link ServiceImpl}.
 *
 * @author Genix Golden
 */
@Service
public class StaffServiceImpl extends ServiceImpl<StaffMapper, Staff> implements StaffService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public StaffServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public Staff findByKey(Integer staffId) {
        return getById(staffId);
    }

    @Override
    public PageResult<Staff> page(Staff filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        IPage<Staff> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Staff create(Staff row) {
        row.setStaffId(null); // the database fills it
        if (row.getFirstName() == null
            && row.getLastName() == null
            && row.getAddressId() == null
            && row.getPicture() == null
            && row.getEmail() == null
            && row.getStoreId() == null
            && row.getActive() == null
            && row.getUsername() == null
            && row.getPassword() == null
            && row.getLastUpdate() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        Staff stored = findByKey(row.getStaffId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public Staff update(Staff row) {
        rowChanges.check(row, "password");
        Integer staffId = row.getStaffId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<Staff> replace = Wrappers.lambdaUpdate(Staff.class).eq(Staff::getStaffId, staffId);
        replace.set(row.getFirstName() == null, Staff::getFirstName, null);
        replace.set(row.getLastName() == null, Staff::getLastName, null);
        replace.set(row.getAddressId() == null, Staff::getAddressId, null);
        replace.set(row.getPicture() == null, Staff::getPicture, null);
        replace.set(row.getEmail() == null, Staff::getEmail, null);
        replace.set(row.getStoreId() == null, Staff::getStoreId, null);
        replace.set(row.getActive() == null, Staff::getActive, null);
        replace.set(row.getUsername() == null, Staff::getUsername, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(staffId);
    }

    @Override
    @Transactional
    public Staff patch(Integer staffId, Map<String, Object> changes) {
        Staff row = findByKey(staffId);
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
        return removeById(staffId);
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
