package com.example.clash.service.impl;

import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.clash.common.PageResult;
import com.example.clash.entity.List;
import com.example.clash.mapper.ListMapper;
import com.example.clash.service.ListService;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ListService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class ListServiceImpl extends ServiceImpl<ListMapper, List> implements ListService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public List findByKey(Long id) {
        return getById(id);
    }

    @Override
    public PageResult<List> page(List filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        IPage<List> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public List create(List row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(List row) {
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
    private static boolean hasChanges(List row) {
        return row.getName() != null;
    }

    @Override
    @Transactional
    public int createBatch(java.util.List<List> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public List upsert(List row) {
        if (row.getId() == null) {
            save(row);
            return row;
        }
        getBaseMapper().upsert(row);
        return findByKey(row.getId());
    }
}
