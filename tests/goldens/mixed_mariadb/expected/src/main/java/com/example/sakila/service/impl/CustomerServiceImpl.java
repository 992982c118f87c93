package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
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
 * Default implementation of {@link CustomerService} over MyBatis-Plus' {@link ServiceImpl}.
 *
 * @author Genix Golden
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
    public PageResult<Customer> page(Customer filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        IPage<Customer> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
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
            && row.getActive() == null
            && row.getCreateDate() == null
            && row.getLastUpdate() == null) {
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
        replace.set(row.getActive() == null, Customer::getActive, null);
        replace.set(row.getCreateDate() == null, Customer::getCreateDate, null);
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

    @Override
    @Transactional
    public int createBatch(List<Customer> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public Customer upsert(Customer row) {
        if (row.getCustomerId() == null) {
            save(row);
            return row;
        }
        getBaseMapper().upsert(row);
        return findByKey(row.getCustomerId());
    }
}
