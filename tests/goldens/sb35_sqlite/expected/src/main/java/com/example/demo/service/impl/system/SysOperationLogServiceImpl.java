package com.example.demo.service.impl.system;

import com.baomidou.mybatisplus.core.conditions.query.LambdaQueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.InvalidRequestException;
import com.example.demo.common.PageResponse;
import com.example.demo.common.RowChanges;
import com.example.demo.entity.system.SysOperationLog;
import com.example.demo.mapper.system.SysOperationLogMapper;
import com.example.demo.service.system.SysOperationLogService;
import java.util.Collections;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link SysOperationLogService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class SysOperationLogServiceImpl extends ServiceImpl<SysOperationLogMapper, SysOperationLog> implements SysOperationLogService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public SysOperationLogServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public PageResponse<SysOperationLog> page(SysOperationLog filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        LambdaQueryWrapper<SysOperationLog> query = Wrappers.lambdaQuery(SysOperationLog.class);
        if (filter != null) {
            query.eq(filter.getUserId() != null, SysOperationLog::getUserId, filter.getUserId());
            query.eq(filter.getAction() != null, SysOperationLog::getAction, filter.getAction());
            query.eq(filter.getCreatedAt() != null, SysOperationLog::getCreatedAt, filter.getCreatedAt());
        }
        query.orderByAsc(SysOperationLog::getUserId);
        IPage<SysOperationLog> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResponse<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public SysOperationLog create(SysOperationLog row) {
        if (row.getUserId() == null
            && row.getAction() == null
            && row.getDetail() == null
            && row.getCreatedAt() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        return row;
    }
}
