package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.Actor;
import com.example.sakila.mapper.ActorMapper;
import com.example.sakila.service.ActorService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ActorService} over MyBatis-Plus' {@link ServiceImpl}.
 *
 * @author Genix Golden
 */
@Service
public class ActorServiceImpl extends ServiceImpl<ActorMapper, Actor> implements ActorService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public ActorServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public Actor findByKey(Integer actorId) {
        return getById(actorId);
    }

    @Override
    public PageResult<Actor> page(Actor filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        IPage<Actor> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Actor create(Actor row) {
        row.setActorId(null); // the database fills it
        if (row.getFirstName() == null
            && row.getLastName() == null
            && row.getLastUpdate() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        Actor stored = findByKey(row.getActorId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public Actor update(Actor row) {
        rowChanges.check(row);
        Integer actorId = row.getActorId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<Actor> replace = Wrappers.lambdaUpdate(Actor.class).eq(Actor::getActorId, actorId);
        replace.set(row.getFirstName() == null, Actor::getFirstName, null);
        replace.set(row.getLastName() == null, Actor::getLastName, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(actorId);
    }

    @Override
    @Transactional
    public Actor patch(Integer actorId, Map<String, Object> changes) {
        Actor row = findByKey(actorId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setActorId(actorId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer actorId) {
        return removeById(actorId);
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
