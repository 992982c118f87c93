package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Payment;
import com.example.sakila.mapper.PaymentMapper;
import com.example.sakila.service.PaymentService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link PaymentService} over {@link PaymentMapper}.
 */
@Service
public class PaymentServiceImpl implements PaymentService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final PaymentMapper mapper;

    public PaymentServiceImpl(PaymentMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public Payment findByKey(Integer paymentId) {
        return mapper.selectByKey(paymentId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Payment> page(Payment filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<Payment> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public Payment create(Payment row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<Payment> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(Payment row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getPaymentId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer paymentId) {
        return mapper.deleteByKey(paymentId) > 0;
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
