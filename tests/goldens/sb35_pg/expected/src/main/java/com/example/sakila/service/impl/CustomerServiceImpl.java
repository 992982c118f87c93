package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.sakila.common.PageResponse;
import com.example.sakila.entity.Customer;
import com.example.sakila.mapper.CustomerMapper;
import com.example.sakila.service.CustomerService;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link CustomerService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class CustomerServiceImpl extends ServiceImpl<CustomerMapper, Customer> implements CustomerService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public Customer findByKey(Integer customerId) {
        return getById(customerId);
    }

    @Override
    public PageResponse<Customer> page(Customer filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        QueryWrapper<Customer> query = new QueryWrapper<>();
        if (filter != null) {
            query.eq(filter.getCustomerId() != null, "customer_id", filter.getCustomerId());
            query.eq(filter.getStoreId() != null, "store_id", filter.getStoreId());
            query.eq(filter.getFirstName() != null, "first_name", filter.getFirstName());
            query.eq(filter.getLastName() != null, "last_name", filter.getLastName());
            query.eq(filter.getEmail() != null, "email", filter.getEmail());
            query.eq(filter.getAddressId() != null, "address_id", filter.getAddressId());
            query.eq(filter.getActivebool() != null, "activebool", filter.getActivebool());
            query.eq(filter.getCreateDate() != null, "create_date", filter.getCreateDate());
            query.eq(filter.getLastUpdate() != null, "last_update", filter.getLastUpdate());
            query.eq(filter.getActive() != null, "active", filter.getActive());
        }
        query.orderByAsc("customer_id");
        IPage<Customer> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResponse<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Customer create(Customer row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(Customer row) {
        if (!hasChanges(row)) {
            return findByKey(row.getCustomerId()) != null;
        }
        return updateById(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer customerId) {
        return removeById(customerId);
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
