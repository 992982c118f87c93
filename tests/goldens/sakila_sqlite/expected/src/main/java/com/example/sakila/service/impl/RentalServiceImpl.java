package com.example.sakila.service.impl;

import com.example.sakila.common.ConflictException;
import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.Rental;
import com.example.sakila.mapper.RentalMapper;
import com.example.sakila.service.RentalService;
import java.time.LocalDateTime;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link RentalService} over {@link RentalMapper}.
 */
@Service
public class RentalServiceImpl implements RentalService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RentalMapper mapper;
    private final RowChanges rowChanges;

    public RentalServiceImpl(RentalMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
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
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        long total = mapper.count(filter);
        List<Rental> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public Rental create(Rental row) {
        checkUnique(row, false);
        mapper.insert(row);
        Rental stored = mapper.selectByKey(row.getRentalId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<Rental> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public Rental update(Rental row) {
        rowChanges.check(row);
        checkUnique(row, true);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getRentalId());
    }

    @Override
    @Transactional
    public Rental patch(Long rentalId, Map<String, Object> changes) {
        Rental row = mapper.selectByKey(rentalId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setRentalId(rentalId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long rentalId) {
        return mapper.deleteByKey(rentalId) > 0;
    }

    /**
     * Refuse {@code row} when another row holds the values of one of its unique keys (409,
     * naming the fields); {@code update}: the row with {@code row}'s key is not "another".
     */
    private void checkUnique(Rental row, boolean update) {
        if (row.getRentalDate() != null && row.getInventoryId() != null && row.getCustomerId() != null) {
            Rental other = findByRentalDateAndInventoryIdAndCustomerId(row.getRentalDate(), row.getInventoryId(), row.getCustomerId());
            if (other != null && !(update && Objects.equals(other.getRentalId(), row.getRentalId()))) {
                Map<String, String> errors = new LinkedHashMap<>();
                errors.put("rentalDate", "is taken together with inventoryId, customerId");
                errors.put("inventoryId", "is taken together with rentalDate, customerId");
                errors.put("customerId", "is taken together with rentalDate, inventoryId");
                throw new ConflictException("rental.rental_date, rental.inventory_id, rental.customer_id are taken: another row has the same values",
                    errors, "idx_rental_uq");
            }
        }
    }
}
