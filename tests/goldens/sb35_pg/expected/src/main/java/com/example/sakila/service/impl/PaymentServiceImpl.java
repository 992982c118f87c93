package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.sakila.common.PageResponse;
import com.example.sakila.entity.Payment;
import com.example.sakila.mapper.PaymentMapper;
import com.example.sakila.service.PaymentService;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link PaymentService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class PaymentServiceImpl extends ServiceImpl<PaymentMapper, Payment> implements PaymentService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public Payment findByKey(Integer paymentId) {
        return getById(paymentId);
    }

    @Override
    public PageResponse<Payment> page(Payment filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        QueryWrapper<Payment> query = new QueryWrapper<>();
        if (filter != null) {
            query.eq(filter.getPaymentId() != null, "payment_id", filter.getPaymentId());
            query.eq(filter.getCustomerId() != null, "customer_id", filter.getCustomerId());
            query.eq(filter.getStaffId() != null, "staff_id", filter.getStaffId());
            query.eq(filter.getRentalId() != null, "rental_id", filter.getRentalId());
            query.eq(filter.getAmount() != null, "amount", filter.getAmount());
            query.eq(filter.getPaymentDate() != null, "payment_date", filter.getPaymentDate());
        }
        query.orderByAsc("payment_id");
        IPage<Payment> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResponse<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Payment create(Payment row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(Payment row) {
        if (!hasChanges(row)) {
            return findByKey(row.getPaymentId()) != null;
        }
        return updateById(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer paymentId) {
        return removeById(paymentId);
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(Payment row) {
        return row.getCustomerId() != null
            || row.getStaffId() != null
            || row.getRentalId() != null
            || row.getAmount() != null
            || row.getPaymentDate() != null;
    }
}
