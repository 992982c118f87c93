package com.example.sakila.service.impl;

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
 * Default implementation of {@link PaymentService} over {@link PaymentMapper}.
 */
@Service
public class PaymentServiceImpl implements PaymentService {

    private static final long MAX_PAGE_SIZE = 500;

    private final PaymentMapper mapper;
    private final RowChanges rowChanges;

    public PaymentServiceImpl(PaymentMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public Payment findByKey(Long paymentId) {
        return mapper.selectByKey(paymentId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Payment> page(Payment filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
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
        Payment stored = mapper.selectByKey(row.getPaymentId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<Payment> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public Payment update(Payment row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getPaymentId());
    }

    @Override
    @Transactional
    public Payment patch(Long paymentId, Map<String, Object> changes) {
        Payment row = mapper.selectByKey(paymentId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setPaymentId(paymentId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long paymentId) {
        return mapper.deleteByKey(paymentId) > 0;
    }
}
