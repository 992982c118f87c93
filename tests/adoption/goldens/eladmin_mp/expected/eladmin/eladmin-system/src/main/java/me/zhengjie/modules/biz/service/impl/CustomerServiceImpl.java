package me.zhengjie.modules.biz.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import me.zhengjie.modules.biz.domain.Customer;
import me.zhengjie.modules.biz.mapper.CustomerMapper;
import me.zhengjie.modules.biz.service.CustomerService;
import me.zhengjie.utils.PageResult;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link CustomerService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class CustomerServiceImpl extends ServiceImpl<CustomerMapper, Customer> implements CustomerService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public Customer findByKey(Long customerId) {
        return getById(customerId);
    }

    @Override
    public PageResult<Customer> page(Customer filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        QueryWrapper<Customer> query = new QueryWrapper<>();
        if (filter != null) {
            query.eq(filter.getCustomerId() != null, "customer_id", filter.getCustomerId());
            query.eq(filter.getCustomerName() != null, "customer_name", filter.getCustomerName());
            query.eq(filter.getPhone() != null, "phone", filter.getPhone());
            query.eq(filter.getEmail() != null, "email", filter.getEmail());
            query.eq(filter.getStatus() != null, "status", filter.getStatus());
            query.eq(filter.getCreateBy() != null, "create_by", filter.getCreateBy());
            query.eq(filter.getCreateTime() != null, "create_time", filter.getCreateTime());
            query.eq(filter.getUpdateBy() != null, "update_by", filter.getUpdateBy());
            query.eq(filter.getUpdateTime() != null, "update_time", filter.getUpdateTime());
            query.eq(filter.getRemark() != null, "remark", filter.getRemark());
        }
        query.orderByAsc("customer_id");
        IPage<Customer> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal());
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
    public boolean deleteByKey(Long customerId) {
        return removeById(customerId);
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
