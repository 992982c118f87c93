package com.example.sakila.service.impl;

import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.Address;
import com.example.sakila.mapper.AddressMapper;
import com.example.sakila.service.AddressService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link AddressService} over {@link AddressMapper}.
 */
@Service
public class AddressServiceImpl implements AddressService {

    private static final long MAX_PAGE_SIZE = 500;

    private final AddressMapper mapper;
    private final RowChanges rowChanges;

    public AddressServiceImpl(AddressMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public Address findByKey(Long addressId) {
        return mapper.selectByKey(addressId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Address> page(Address filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
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
        Address stored = mapper.selectByKey(row.getAddressId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<Address> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public Address update(Address row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getAddressId());
    }

    @Override
    @Transactional
    public Address patch(Long addressId, Map<String, Object> changes) {
        Address row = mapper.selectByKey(addressId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setAddressId(addressId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long addressId) {
        return mapper.deleteByKey(addressId) > 0;
    }
}
