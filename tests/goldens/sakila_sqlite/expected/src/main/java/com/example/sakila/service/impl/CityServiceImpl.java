package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.City;
import com.example.sakila.mapper.CityMapper;
import com.example.sakila.service.CityService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link CityService} over {@link CityMapper}.
 */
@Service
public class CityServiceImpl implements CityService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final CityMapper mapper;

    public CityServiceImpl(CityMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public City findByKey(Long cityId) {
        return mapper.selectByKey(cityId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<City> page(City filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<City> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public City create(City row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<City> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(City row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getCityId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long cityId) {
        return mapper.deleteByKey(cityId) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(City row) {
        return row.getCity() != null
            || row.getCountryId() != null
            || row.getLastUpdate() != null;
    }
}
