package com.ruoyi.system.service.impl;

import com.ruoyi.system.domain.Customer;
import com.ruoyi.system.mapper.CustomerMapper;
import com.ruoyi.system.service.ICustomerService;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ICustomerService} over {@link CustomerMapper}.
 */
@Service
public class CustomerServiceImpl implements ICustomerService {

    private final CustomerMapper mapper;

    public CustomerServiceImpl(CustomerMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public Customer findByKey(Long customerId) {
        return mapper.selectByKey(customerId);
    }

    @Override
    @Transactional(readOnly = true)
    public List<Customer> list(Customer filter) {
        return mapper.selectList(filter);
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
    public boolean deleteByKey(Long customerId) {
        return mapper.deleteByKey(customerId) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(Customer row) {
        return row.getCustomerName() != null
            || row.getPhone() != null
            || row.getEmail() != null
            || row.getLoginPassword() != null
            || row.getStatus() != null
            || row.getCreateBy() != null
            || row.getCreateTime() != null
            || row.getUpdateBy() != null
            || row.getUpdateTime() != null
            || row.getRemark() != null;
    }
}
