package com.example.sakila.service.impl;

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
 * Default implementation of {@link ActorService} over {@link ActorMapper}.
 */
@Service
public class ActorServiceImpl implements ActorService {

    private static final long MAX_PAGE_SIZE = 500;

    private final ActorMapper mapper;
    private final RowChanges rowChanges;

    public ActorServiceImpl(ActorMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public Actor findByKey(Integer actorId) {
        return mapper.selectByKey(actorId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Actor> page(Actor filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        long total = mapper.count(filter);
        List<Actor> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public Actor create(Actor row) {
        mapper.insert(row);
        Actor stored = mapper.selectByKey(row.getActorId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<Actor> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public Actor update(Actor row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getActorId());
    }

    @Override
    @Transactional
    public Actor patch(Integer actorId, Map<String, Object> changes) {
        Actor row = mapper.selectByKey(actorId);
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
        return mapper.deleteByKey(actorId) > 0;
    }
}
