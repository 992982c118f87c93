package com.example.clash.service.impl;

import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.clash.common.PageResult;
import com.example.clash.entity.Result;
import com.example.clash.mapper.ResultMapper;
import com.example.clash.service.ResultService;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ResultService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class ResultServiceImpl extends ServiceImpl<ResultMapper, Result> implements ResultService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public Result findByKey(Long id) {
        return getById(id);
    }

    @Override
    public PageResult<Result> page(Result filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        IPage<Result> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Result create(Result row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(Result row) {
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
    private static boolean hasChanges(Result row) {
        return row.getScore() != null;
    }

    @Override
    @Transactional
    public int createBatch(List<Result> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public Result upsert(Result row) {
        if (row.getId() == null) {
            save(row);
            return row;
        }
        getBaseMapper().upsert(row);
        return findByKey(row.getId());
    }
}
