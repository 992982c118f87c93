package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Rental;
import com.example.sakila.mapper.RentalMapper;
import com.example.sakila.service.RentalService;
import java.time.LocalDateTime;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link RentalService} over {@link RentalMapper}.
 */
@Service
public class RentalServiceImpl implements RentalService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final RentalMapper mapper;

    public RentalServiceImpl(RentalMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public Rental findByKey(Long rentalId) {
        return mapper.selectByKey(rentalId);
    }

    @Override
    @Transactional(readOnly = true)
    public Rental findByRentalDateAndInventoryIdAndCustomerId(LocalDateTime rentalDate, Integer inventoryId, Integer customerId) {
        return mapper.selectByRentalDateAndInventoryIdAndCustomerId(rentalDate, inventoryId, customerId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Rental> page(Rental filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<Rental> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public Rental create(Rental row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<Rental> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(Rental row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getRentalId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long rentalId) {
        return mapper.deleteByKey(rentalId) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(Rental row) {
        return row.getRentalDate() != null
            || row.getInventoryId() != null
            || row.getCustomerId() != null
            || row.getReturnDate() != null
            || row.getStaffId() != null
            || row.getLastUpdate() != null;
    }
}
