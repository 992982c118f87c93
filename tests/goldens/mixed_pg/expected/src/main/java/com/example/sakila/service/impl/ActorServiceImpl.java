package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Actor;
import com.example.sakila.mapper.ActorMapper;
import com.example.sakila.service.ActorService;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ActorService} over MyBatis-Plus' {@link ServiceImpl}.
 *
 * @author Genix Golden
 */
@Service
public class ActorServiceImpl extends ServiceImpl<ActorMapper, Actor> implements ActorService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public Actor findByKey(Integer actorId) {
        return getById(actorId);
    }

    @Override
    public PageResult<Actor> page(Actor filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        IPage<Actor> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Actor create(Actor row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(Actor row) {
        if (!hasChanges(row)) {
            return findByKey(row.getActorId()) != null;
        }
        return updateById(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer actorId) {
        return removeById(actorId);
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(Actor row) {
        return row.getFirstName() != null
            || row.getLastName() != null
            || row.getLastUpdate() != null;
    }

    @Override
    @Transactional
    public int createBatch(List<Actor> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public Actor upsert(Actor row) {
        if (row.getActorId() == null) {
            save(row);
            return row;
        }
        getBaseMapper().upsert(row);
        return findByKey(row.getActorId());
    }
}
