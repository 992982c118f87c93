package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Customer;
import com.example.sakila.mapper.CustomerMapper;
import com.example.sakila.service.CustomerService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link CustomerService} over {@link CustomerMapper}.
 */
@Service
public class CustomerServiceImpl implements CustomerService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final CustomerMapper mapper;

    public CustomerServiceImpl(CustomerMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public Customer findByKey(Integer customerId) {
        return mapper.selectByKey(customerId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Customer> page(Customer filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<Customer> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public Customer create(Customer row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<Customer> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(Customer row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getCustomerId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer customerId) {
        return mapper.deleteByKey(customerId) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(Customer row) {
        return row.getStoreId() != null
            || row.getFirstName() != null
            || row.getLastName() != null
            || row.getEmail() != null
            || row.getAddressId() != null
            || row.getActivebool() != null
            || row.getCreateDate() != null
            || row.getLastUpdate() != null
            || row.getActive() != null;
    }
}
