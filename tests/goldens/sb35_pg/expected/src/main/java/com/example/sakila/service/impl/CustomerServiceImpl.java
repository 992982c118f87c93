package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.LambdaQueryWrapper;
import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResponse;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.Customer;
import com.example.sakila.mapper.CustomerMapper;
import com.example.sakila.service.CustomerService;
import java.util.Collections;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link CustomerService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class CustomerServiceImpl extends ServiceImpl<CustomerMapper, Customer> implements CustomerService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public CustomerServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public Customer findByKey(Integer customerId) {
        return getById(customerId);
    }

    @Override
    public PageResponse<Customer> page(Customer filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        LambdaQueryWrapper<Customer> query = Wrappers.lambdaQuery(Customer.class);
        if (filter != null) {
            query.eq(filter.getCustomerId() != null, Customer::getCustomerId, filter.getCustomerId());
            query.eq(filter.getStoreId() != null, Customer::getStoreId, filter.getStoreId());
            query.eq(filter.getFirstName() != null, Customer::getFirstName, filter.getFirstName());
            query.eq(filter.getLastName() != null, Customer::getLastName, filter.getLastName());
            query.eq(filter.getEmail() != null, Customer::getEmail, filter.getEmail());
            query.eq(filter.getAddressId() != null, Customer::getAddressId, filter.getAddressId());
            query.eq(filter.getActivebool() != null, Customer::getActivebool, filter.getActivebool());
            query.eq(filter.getCreateDate() != null, Customer::getCreateDate, filter.getCreateDate());
            query.eq(filter.getLastUpdate() != null, Customer::getLastUpdate, filter.getLastUpdate());
            query.eq(filter.getActive() != null, Customer::getActive, filter.getActive());
        }
        query.orderByAsc(Customer::getCustomerId);
        IPage<Customer> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResponse<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Customer create(Customer row) {
        row.setCustomerId(null); // the database fills it
        if (row.getStoreId() == null
            && row.getFirstName() == null
            && row.getLastName() == null
            && row.getEmail() == null
            && row.getAddressId() == null
            && row.getActivebool() == null
            && row.getCreateDate() == null
            && row.getLastUpdate() == null
            && row.getActive() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        Customer stored = findByKey(row.getCustomerId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public Customer update(Customer row) {
        rowChanges.check(row);
        Integer customerId = row.getCustomerId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<Customer> replace = Wrappers.lambdaUpdate(Customer.class).eq(Customer::getCustomerId, customerId);
        replace.set(row.getStoreId() == null, Customer::getStoreId, null);
        replace.set(row.getFirstName() == null, Customer::getFirstName, null);
        replace.set(row.getLastName() == null, Customer::getLastName, null);
        replace.set(row.getEmail() == null, Customer::getEmail, null);
        replace.set(row.getAddressId() == null, Customer::getAddressId, null);
        replace.set(row.getActivebool() == null, Customer::getActivebool, null);
        replace.set(row.getCreateDate() == null, Customer::getCreateDate, null);
        replace.set(row.getLastUpdate() == null, Customer::getLastUpdate, null);
        replace.set(row.getActive() == null, Customer::getActive, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(customerId);
    }

    @Override
    @Transactional
    public Customer patch(Integer customerId, Map<String, Object> changes) {
        Customer row = findByKey(customerId);
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
        return removeById(customerId);
    }
}
