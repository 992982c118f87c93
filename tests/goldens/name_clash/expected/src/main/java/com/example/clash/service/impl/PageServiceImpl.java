package com.example.clash.service.impl;

import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.clash.common.InvalidRequestException;
import com.example.clash.common.PageResult;
import com.example.clash.common.RowChanges;
import com.example.clash.entity.Page;
import com.example.clash.mapper.PageMapper;
import com.example.clash.service.PageService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link PageService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class PageServiceImpl extends ServiceImpl<PageMapper, Page> implements PageService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public PageServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public Page findByKey(Long id) {
        return getById(id);
    }

    @Override
    public PageResult<Page> page(Page filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        IPage<Page> result = getBaseMapper().selectPageByFilter(new com.baomidou.mybatisplus.extension.plugins.pagination.Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Page create(Page row) {
        row.setId(null); // the database fills it
        if (row.getTitle() == null
            && row.getCreated() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        Page stored = findByKey(row.getId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public Page update(Page row) {
        rowChanges.check(row);
        Long id = row.getId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<Page> replace = Wrappers.lambdaUpdate(Page.class).eq(Page::getId, id);
        replace.set(row.getTitle() == null, Page::getTitle, null);
        replace.set(row.getCreated() == null, Page::getCreated, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(id);
    }

    @Override
    @Transactional
    public Page patch(Long id, Map<String, Object> changes) {
        Page row = findByKey(id);
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
        return removeById(id);
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
