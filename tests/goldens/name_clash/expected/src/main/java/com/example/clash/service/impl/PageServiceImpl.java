package com.example.clash.service.impl;

import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.clash.common.PageResult;
import com.example.clash.entity.Page;
import com.example.clash.mapper.PageMapper;
import com.example.clash.service.PageService;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link PageService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class PageServiceImpl extends ServiceImpl<PageMapper, Page> implements PageService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public Page findByKey(Long id) {
        return getById(id);
    }

    @Override
    public PageResult<Page> page(Page filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        IPage<Page> result = getBaseMapper().selectPageByFilter(new com.baomidou.mybatisplus.extension.plugins.pagination.Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Page create(Page row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(Page row) {
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
    private static boolean hasChanges(Page row) {
        return row.getTitle() != null
            || row.getCreated() != null;
    }

    @Override
    @Transactional
    public int createBatch(List<Page> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public Page upsert(Page row) {
        if (row.getId() == null) {
            save(row);
            return row;
        }
        getBaseMapper().upsert(row);
        return findByKey(row.getId());
    }
}
