package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Customer;
import com.example.sakila.mapper.CustomerMapper;
import com.example.sakila.service.CustomerService;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link CustomerService} over MyBatis-Plus' {@link ServiceImpl}.
 *
 * @author Genix Golden
 */
@Service
public class CustomerServiceImpl extends ServiceImpl<CustomerMapper, Customer> implements CustomerService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public Customer findByKey(Integer customerId) {
        return getById(customerId);
    }

    @Override
    public PageResult<Customer> page(Customer filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        IPage<Customer> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
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
