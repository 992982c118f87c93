package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Actor;
import com.example.sakila.mapper.ActorMapper;
import com.example.sakila.service.ActorService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ActorService} over {@link ActorMapper}.
 */
@Service
public class ActorServiceImpl implements ActorService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final ActorMapper mapper;

    public ActorServiceImpl(ActorMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public Actor findByKey(Integer actorId) {
        return mapper.selectByKey(actorId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Actor> page(Actor filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
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
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<Actor> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(Actor row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getActorId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer actorId) {
        return mapper.deleteByKey(actorId) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(Actor row) {
        return row.getFirstName() != null
            || row.getLastName() != null
            || row.getLastUpdate() != null;
    }
}
