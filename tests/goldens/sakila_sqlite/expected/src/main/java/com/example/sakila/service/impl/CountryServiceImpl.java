package com.example.sakila.service.impl;

import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.Country;
import com.example.sakila.mapper.CountryMapper;
import com.example.sakila.service.CountryService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link CountryService} over {@link CountryMapper}.
 */
@Service
public class CountryServiceImpl implements CountryService {

    private static final long MAX_PAGE_SIZE = 500;

    private final CountryMapper mapper;
    private final RowChanges rowChanges;

    public CountryServiceImpl(CountryMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public Country findByKey(Long countryId) {
        return mapper.selectByKey(countryId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Country> page(Country filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
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
        Country stored = mapper.selectByKey(row.getCountryId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<Country> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public Country update(Country row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getCountryId());
    }

    @Override
    @Transactional
    public Country patch(Long countryId, Map<String, Object> changes) {
        Country row = mapper.selectByKey(countryId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setCountryId(countryId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long countryId) {
        return mapper.deleteByKey(countryId) > 0;
    }
}
