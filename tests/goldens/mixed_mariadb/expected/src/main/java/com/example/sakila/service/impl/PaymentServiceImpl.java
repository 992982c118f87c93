package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.Payment;
import com.example.sakila.mapper.PaymentMapper;
import com.example.sakila.service.PaymentService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link PaymentService} over MyBatis-Plus' {@link ServiceImpl}.
 *
 * @author Genix Golden
 */
@Service
public class PaymentServiceImpl extends ServiceImpl<PaymentMapper, Payment> implements PaymentService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public PaymentServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public Payment findByKey(Integer paymentId) {
        return getById(paymentId);
    }

    @Override
    public PageResult<Payment> page(Payment filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        IPage<Payment> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Payment create(Payment row) {
        row.setPaymentId(null); // the database fills it
        if (row.getCustomerId() == null
            && row.getStaffId() == null
            && row.getRentalId() == null
            && row.getAmount() == null
            && row.getPaymentDate() == null
            && row.getLastUpdate() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        Payment stored = findByKey(row.getPaymentId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public Payment update(Payment row) {
        rowChanges.check(row);
        Integer paymentId = row.getPaymentId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<Payment> replace = Wrappers.lambdaUpdate(Payment.class).eq(Payment::getPaymentId, paymentId);
        replace.set(row.getCustomerId() == null, Payment::getCustomerId, null);
        replace.set(row.getStaffId() == null, Payment::getStaffId, null);
        replace.set(row.getRentalId() == null, Payment::getRentalId, null);
        replace.set(row.getAmount() == null, Payment::getAmount, null);
        replace.set(row.getPaymentDate() == null, Payment::getPaymentDate, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(paymentId);
    }

    @Override
    @Transactional
    public Payment patch(Integer paymentId, Map<String, Object> changes) {
        Payment row = findByKey(paymentId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setPaymentId(paymentId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer paymentId) {
        return removeById(paymentId);
    }

    @Override
    @Transactional
    public int createBatch(List<Payment> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public Payment upsert(Payment row) {
        if (row.getPaymentId() == null) {
            save(row);
            return row;
        }
        getBaseMapper().upsert(row);
        return findByKey(row.getPaymentId());
    }
}
