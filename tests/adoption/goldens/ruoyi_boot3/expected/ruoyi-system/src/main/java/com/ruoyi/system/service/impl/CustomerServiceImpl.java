package com.ruoyi.system.service.impl;

import com.ruoyi.common.RowChanges;
import com.ruoyi.system.domain.Customer;
import com.ruoyi.system.mapper.CustomerMapper;
import com.ruoyi.system.service.ICustomerService;
import java.util.Date;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ICustomerService} over {@link CustomerMapper}.
 */
@Service
public class CustomerServiceImpl implements ICustomerService {

    private final CustomerMapper mapper;
    private final RowChanges rowChanges;

    public CustomerServiceImpl(CustomerMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
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
        row.setCreateTime(new Date()); // the server writes it, never a client
        row.setUpdateTime(new Date()); // the server writes it, never a client
        mapper.insert(row);
        Customer stored = mapper.selectByKey(row.getCustomerId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<Customer> rows) {
        if (rows != null) {
            for (Customer row : rows) {
                row.setCreateTime(new Date()); // the server writes it, never a client
                row.setUpdateTime(new Date()); // the server writes it, never a client
            }
        }
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public Customer update(Customer row) {
        row.setCreateTime(null); // the stored value stays: the server writes it, never a client
        row.setUpdateTime(new Date());
        rowChanges.check(row, "loginPassword", "createBy", "createTime", "updateBy", "updateTime", "remark");
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getCustomerId());
    }

    @Override
    @Transactional
    public Customer patch(Long customerId, Map<String, Object> changes) {
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
    public boolean deleteByKey(Long customerId) {
        return mapper.deleteByKey(customerId) > 0;
    }
}
