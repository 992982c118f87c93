package com.example.sakila.service.impl;

import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.Customer;
import com.example.sakila.mapper.CustomerMapper;
import com.example.sakila.service.CustomerService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link CustomerService} over {@link CustomerMapper}.
 */
@Service
public class CustomerServiceImpl implements CustomerService {

    private static final long MAX_PAGE_SIZE = 500;

    private final CustomerMapper mapper;
    private final RowChanges rowChanges;

    public CustomerServiceImpl(CustomerMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public Customer findByKey(Integer customerId) {
        return mapper.selectByKey(customerId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Customer> page(Customer filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
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
        Customer stored = mapper.selectByKey(row.getCustomerId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<Customer> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public Customer update(Customer row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getCustomerId());
    }

    @Override
    @Transactional
    public Customer patch(Integer customerId, Map<String, Object> changes) {
        Customer row = mapper.selectByKey(customerId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setCustomerId(customerId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer customerId) {
        return mapper.deleteByKey(customerId) > 0;
    }
}
