package com.example.sakila.service.impl;

import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.City;
import com.example.sakila.mapper.CityMapper;
import com.example.sakila.service.CityService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link CityService} over {@link CityMapper}.
 */
@Service
public class CityServiceImpl implements CityService {

    private static final long MAX_PAGE_SIZE = 500;

    private final CityMapper mapper;
    private final RowChanges rowChanges;

    public CityServiceImpl(CityMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public City findByKey(Long cityId) {
        return mapper.selectByKey(cityId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<City> page(City filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
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
        City stored = mapper.selectByKey(row.getCityId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<City> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public City update(City row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getCityId());
    }

    @Override
    @Transactional
    public City patch(Long cityId, Map<String, Object> changes) {
        City row = mapper.selectByKey(cityId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setCityId(cityId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long cityId) {
        return mapper.deleteByKey(cityId) > 0;
    }
}
