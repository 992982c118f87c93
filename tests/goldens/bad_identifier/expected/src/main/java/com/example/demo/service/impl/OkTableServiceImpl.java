package com.example.demo.service.impl;

import com.example.demo.common.InvalidRequestException;
import com.example.demo.common.PageResult;
import com.example.demo.common.RowChanges;
import com.example.demo.entity.OkTable;
import com.example.demo.mapper.OkTableMapper;
import com.example.demo.service.OkTableService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link OkTableService} over {@link OkTableMapper}.
 */
@Service
public class OkTableServiceImpl implements OkTableService {

    private static final long MAX_PAGE_SIZE = 500;

    private final OkTableMapper mapper;
    private final RowChanges rowChanges;

    public OkTableServiceImpl(OkTableMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public OkTable findByKey(Long id) {
        return mapper.selectByKey(id);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<OkTable> page(OkTable filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        long total = mapper.count(filter);
        List<OkTable> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public OkTable create(OkTable row) {
        mapper.insert(row);
        OkTable stored = mapper.selectByKey(row.getId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<OkTable> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public OkTable update(OkTable row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getId());
    }

    @Override
    @Transactional
    public OkTable patch(Long id, Map<String, Object> changes) {
        OkTable row = mapper.selectByKey(id);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setId(id);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long id) {
        return mapper.deleteByKey(id) > 0;
    }
}
