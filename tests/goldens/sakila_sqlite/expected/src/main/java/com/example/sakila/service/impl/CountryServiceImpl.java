package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Country;
import com.example.sakila.mapper.CountryMapper;
import com.example.sakila.service.CountryService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link CountryService} over {@link CountryMapper}.
 */
@Service
public class CountryServiceImpl implements CountryService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final CountryMapper mapper;

    public CountryServiceImpl(CountryMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public Country findByKey(Long countryId) {
        return mapper.selectByKey(countryId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Country> page(Country filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<Country> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public Country create(Country row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<Country> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(Country row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getCountryId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long countryId) {
        return mapper.deleteByKey(countryId) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(Country row) {
        return row.getCountry() != null
            || row.getLastUpdate() != null;
    }
}
