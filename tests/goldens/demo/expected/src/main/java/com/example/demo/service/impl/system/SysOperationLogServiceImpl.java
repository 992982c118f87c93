package com.example.demo.service.impl.system;

import com.example.demo.common.InvalidRequestException;
import com.example.demo.common.PageResult;
import com.example.demo.common.RowChanges;
import com.example.demo.entity.system.SysOperationLog;
import com.example.demo.mapper.system.SysOperationLogMapper;
import com.example.demo.service.system.SysOperationLogService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link SysOperationLogService} over {@link SysOperationLogMapper}.
 */
@Service
public class SysOperationLogServiceImpl implements SysOperationLogService {

    private static final long MAX_PAGE_SIZE = 500;

    private final SysOperationLogMapper mapper;
    private final RowChanges rowChanges;

    public SysOperationLogServiceImpl(SysOperationLogMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<SysOperationLog> page(SysOperationLog filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        long total = mapper.count(filter);
        List<SysOperationLog> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public SysOperationLog create(SysOperationLog row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<SysOperationLog> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }
}
