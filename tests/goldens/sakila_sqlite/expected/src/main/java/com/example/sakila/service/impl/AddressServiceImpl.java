package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Address;
import com.example.sakila.mapper.AddressMapper;
import com.example.sakila.service.AddressService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link AddressService} over {@link AddressMapper}.
 */
@Service
public class AddressServiceImpl implements AddressService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final AddressMapper mapper;

    public AddressServiceImpl(AddressMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public Address findByKey(Long addressId) {
        return mapper.selectByKey(addressId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Address> page(Address filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<Address> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public Address create(Address row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<Address> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(Address row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getAddressId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long addressId) {
        return mapper.deleteByKey(addressId) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(Address row) {
        return row.getAddress() != null
            || row.getAddress2() != null
            || row.getDistrict() != null
            || row.getCityId() != null
            || row.getPostalCode() != null
            || row.getPhone() != null
            || row.getLastUpdate() != null;
    }
}
