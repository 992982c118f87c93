package com.example.sakila.service.impl;

import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.Actor;
import com.example.sakila.entity.Film;
import com.example.sakila.mapper.ActorMapper;
import com.example.sakila.service.ActorService;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Supplier;
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
    public Actor findByKey(Long actorId) {
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
    public Actor patch(Long actorId, Map<String, Object> changes) {
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
    public boolean deleteByKey(Long actorId) {
        return mapper.deleteByKey(actorId) > 0;
    }

    @Override
    @Transactional(readOnly = true)
    public void loadRelations(List<Actor> rows, Collection<String> with) {
        for (String name : with) {
            if (!RELATIONS.contains(name)) {
                throw new InvalidRequestException("unknown relation " + name, Collections.singletonMap("with",
                        "unknown relation " + name + "; relations: " + String.join(", ", RELATIONS)));
            }
        }
        if (rows.isEmpty()) {
            return;
        }
        List<Object> keys = new ArrayList<>();
        for (Actor row : rows) {
            keys.add(row.getActorId());
        }
        if (with.contains("films")) {
            attach(rows, mapper.selectFilmsRelation(keys), Actor::getFilms, Actor::setFilms, ArrayList::new);
        }
    }

    /** Give each row the relation its copy in {@code owners} (read with its key and the relation only) holds, else {@code none}. */
    private static <T> void attach(List<Actor> rows, List<Actor> owners, Function<Actor, T> get,
            BiConsumer<Actor, T> set, Supplier<T> none) {
        Map<String, T> found = new HashMap<>();
        for (Actor owner : owners) {
            found.put(Objects.toString(owner.getActorId(), null), get.apply(owner));
        }
        for (Actor row : rows) {
            T value = found.get(Objects.toString(row.getActorId(), null));
            set.accept(row, value != null ? value : none.get());
        }
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Film> pageFilms(Actor row, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        Object key = row.getActorId();
        long total = mapper.countFilmsRelation(key);
        List<Film> items = total == 0
            ? Collections.emptyList()
            : mapper.selectFilmsRelationPage(key, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }
}
