package com.example.clash.service.impl;

import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.clash.common.PageResult;
import com.example.clash.entity.Service;
import com.example.clash.mapper.ServiceMapper;
import com.example.clash.service.ServiceService;
import java.util.List;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ServiceService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@org.springframework.stereotype.Service
public class ServiceServiceImpl extends ServiceImpl<ServiceMapper, Service> implements ServiceService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public Service findByKey(Long id) {
        return getById(id);
    }

    @Override
    public PageResult<Service> page(Service filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        IPage<Service> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Service create(Service row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(Service row) {
        if (!hasChanges(row)) {
            return findByKey(row.getId()) != null;
        }
        return updateById(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long id) {
        return removeById(id);
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(Service row) {
        return row.getLabel() != null;
    }

    @Override
    @Transactional
    public int createBatch(List<Service> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public Service upsert(Service row) {
        if (row.getId() == null) {
            save(row);
            return row;
        }
        getBaseMapper().upsert(row);
        return findByKey(row.getId());
    }
}
