package com.example.clash.service.impl;

import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.clash.common.InvalidRequestException;
import com.example.clash.common.PageResult;
import com.example.clash.common.RowChanges;
import com.example.clash.entity.Record;
import com.example.clash.mapper.RecordMapper;
import com.example.clash.service.RecordService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link RecordService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class RecordServiceImpl extends ServiceImpl<RecordMapper, Record> implements RecordService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public RecordServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public Record findByKey(Long id) {
        return getById(id);
    }

    @Override
    public PageResult<Record> page(Record filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        IPage<Record> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Record create(Record row) {
        row.setId(null); // the database fills it
        if (row.getNote() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        Record stored = findByKey(row.getId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public Record update(Record row) {
        rowChanges.check(row);
        Long id = row.getId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<Record> replace = Wrappers.lambdaUpdate(Record.class).eq(Record::getId, id);
        replace.set(row.getNote() == null, Record::getNote, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(id);
    }

    @Override
    @Transactional
    public Record patch(Long id, Map<String, Object> changes) {
        Record row = findByKey(id);
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
    public int createBatch(List<Record> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public Record upsert(Record row) {
        if (row.getId() == null) {
            save(row);
            return row;
        }
        getBaseMapper().upsert(row);
        return findByKey(row.getId());
    }
}
