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
 * Default implementation of {@link ActorService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class ActorServiceImpl extends ServiceImpl<ActorMapper, Actor> implements ActorService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public ActorServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public Actor findByKey(Long actorId) {
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
        Long actorId = row.getActorId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<Actor> replace = Wrappers.lambdaUpdate(Actor.class).eq(Actor::getActorId, actorId);
        replace.set(row.getFirstName() == null, Actor::getFirstName, null);
        replace.set(row.getLastName() == null, Actor::getLastName, null);
        replace.set(row.getLastUpdate() == null, Actor::getLastUpdate, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(actorId);
    }

    @Override
    @Transactional
    public Actor patch(Long actorId, Map<String, Object> changes) {
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
    public boolean deleteByKey(Long actorId) {
        return removeById(actorId);
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
            attach(rows, baseMapper.selectFilmsRelation(keys), Actor::getFilms, Actor::setFilms, ArrayList::new);
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
        long total = baseMapper.countFilmsRelation(key);
        List<Film> items = total == 0
            ? Collections.emptyList()
            : baseMapper.selectFilmsRelationPage(key, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
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
