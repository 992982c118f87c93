package me.zhengjie.modules.biz.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.LambdaQueryWrapper;
import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import java.util.Collections;
import java.util.Map;
import me.zhengjie.base.mybatis.BaseServiceImplX;
import me.zhengjie.common.InvalidRequestException;
import me.zhengjie.common.RowChanges;
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
public class CustomerServiceImpl extends BaseServiceImplX<CustomerMapper, Customer> implements CustomerService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public CustomerServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public Customer findByKey(Long customerId) {
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
        LambdaQueryWrapper<Customer> query = Wrappers.lambdaQuery(Customer.class);
        if (filter != null) {
            query.eq(filter.getCustomerId() != null, Customer::getCustomerId, filter.getCustomerId());
            query.eq(filter.getCustomerName() != null, Customer::getCustomerName, filter.getCustomerName());
            query.eq(filter.getPhone() != null, Customer::getPhone, filter.getPhone());
            query.eq(filter.getEmail() != null, Customer::getEmail, filter.getEmail());
            query.eq(filter.getStatus() != null, Customer::getStatus, filter.getStatus());
            query.eq(filter.getCreateBy() != null, Customer::getCreateBy, filter.getCreateBy());
            query.eq(filter.getCreateTime() != null, Customer::getCreateTime, filter.getCreateTime());
            query.eq(filter.getUpdateBy() != null, Customer::getUpdateBy, filter.getUpdateBy());
            query.eq(filter.getUpdateTime() != null, Customer::getUpdateTime, filter.getUpdateTime());
            query.eq(filter.getRemark() != null, Customer::getRemark, filter.getRemark());
        }
        query.orderByAsc(Customer::getCustomerId);
        IPage<Customer> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal());
    }

    @Override
    @Transactional
    public Customer create(Customer row) {
        row.setCustomerId(null); // the database fills it
        if (row.getCustomerName() == null
            && row.getPhone() == null
            && row.getEmail() == null
            && row.getLoginPassword() == null
            && row.getStatus() == null
            && row.getCreateBy() == null
            && row.getCreateTime() == null
            && row.getUpdateBy() == null
            && row.getUpdateTime() == null
            && row.getRemark() == null) {
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
        rowChanges.check(row, "loginPassword", "createBy", "createTime", "updateBy", "updateTime", "remark");
        Long customerId = row.getCustomerId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<Customer> replace = Wrappers.lambdaUpdate(Customer.class).eq(Customer::getCustomerId, customerId);
        replace.set(row.getCustomerName() == null, Customer::getCustomerName, null);
        replace.set(row.getPhone() == null, Customer::getPhone, null);
        replace.set(row.getEmail() == null, Customer::getEmail, null);
        replace.set(row.getStatus() == null, Customer::getStatus, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(customerId);
    }

    @Override
    @Transactional
    public Customer patch(Long customerId, Map<String, Object> changes) {
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
    public boolean deleteByKey(Long customerId) {
        return removeById(customerId);
    }
}
