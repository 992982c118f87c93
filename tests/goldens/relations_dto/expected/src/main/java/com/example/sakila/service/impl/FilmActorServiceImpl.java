package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.LambdaQueryWrapper;
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
import com.example.sakila.entity.FilmActor;
import com.example.sakila.mapper.ActorMapper;
import com.example.sakila.mapper.FilmActorMapper;
import com.example.sakila.mapper.FilmMapper;
import com.example.sakila.service.FilmActorService;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link FilmActorService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class FilmActorServiceImpl extends ServiceImpl<FilmActorMapper, FilmActor> implements FilmActorService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;
    private final ActorMapper actorMapper;
    private final FilmMapper filmMapper;

    public FilmActorServiceImpl(
            RowChanges rowChanges,
            ActorMapper actorMapper,
            FilmMapper filmMapper) {
        this.rowChanges = rowChanges;
        this.actorMapper = actorMapper;
        this.filmMapper = filmMapper;
    }

    @Override
    public FilmActor findByKey(Integer actorId, Integer filmId) {
        return getOne(Wrappers.lambdaQuery(FilmActor.class).eq(FilmActor::getActorId, actorId).eq(FilmActor::getFilmId, filmId));
    }

    @Override
    public PageResult<FilmActor> page(FilmActor filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        LambdaQueryWrapper<FilmActor> query = Wrappers.lambdaQuery(FilmActor.class);
        if (filter != null) {
            query.eq(filter.getActorId() != null, FilmActor::getActorId, filter.getActorId());
            query.eq(filter.getFilmId() != null, FilmActor::getFilmId, filter.getFilmId());
            query.eq(filter.getLastUpdate() != null, FilmActor::getLastUpdate, filter.getLastUpdate());
        }
        query.orderByAsc(FilmActor::getActorId);
        query.orderByAsc(FilmActor::getFilmId);
        IPage<FilmActor> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public FilmActor create(FilmActor row) {
        if (row.getActorId() == null
            && row.getFilmId() == null
            && row.getLastUpdate() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        FilmActor stored = findByKey(row.getActorId(), row.getFilmId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public FilmActor update(FilmActor row) {
        rowChanges.check(row);
        Integer actorId = row.getActorId();
        Integer filmId = row.getFilmId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<FilmActor> replace = Wrappers.lambdaUpdate(FilmActor.class).eq(FilmActor::getActorId, actorId).eq(FilmActor::getFilmId, filmId);
        replace.set(row.getLastUpdate() == null, FilmActor::getLastUpdate, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(actorId, filmId);
    }

    @Override
    @Transactional
    public FilmActor patch(Integer actorId, Integer filmId, Map<String, Object> changes) {
        FilmActor row = findByKey(actorId, filmId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setActorId(actorId);
        row.setFilmId(filmId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer actorId, Integer filmId) {
        return remove(Wrappers.lambdaQuery(FilmActor.class).eq(FilmActor::getActorId, actorId).eq(FilmActor::getFilmId, filmId));
    }

    @Override
    @Transactional(readOnly = true)
    public void loadRelations(List<FilmActor> rows, Collection<String> with) {
        for (String name : with) {
            if (!RELATIONS.contains(name)) {
                throw new InvalidRequestException("unknown relation " + name, Collections.singletonMap("with",
                        "unknown relation " + name + "; relations: " + String.join(", ", RELATIONS)));
            }
        }
        if (!rows.isEmpty() && with.contains("actor")) {
            loadActor(rows);
        }
        if (!rows.isEmpty() && with.contains("film")) {
            loadFilm(rows);
        }
    }

    /** Many-to-one {@code actor}: one read for all {@code rows}. */
    private void loadActor(List<FilmActor> rows) {
        Set<Object> keys = new LinkedHashSet<>();
        for (FilmActor row : rows) {
            if (row.getActorId() != null) {
                keys.add(row.getActorId());
            }
        }
        Map<Object, Actor> found = new HashMap<>();
        if (!keys.isEmpty()) {
            for (Actor target : actorMapper.selectList(Wrappers.lambdaQuery(Actor.class).in(Actor::getActorId, keys))) {
                found.put(Objects.toString(target.getActorId(), null), target);
            }
        }
        for (FilmActor row : rows) {
            row.setActor(found.get(Objects.toString(row.getActorId(), null)));
        }
    }

    /** Many-to-one {@code film}: one read for all {@code rows}. */
    private void loadFilm(List<FilmActor> rows) {
        Set<Object> keys = new LinkedHashSet<>();
        for (FilmActor row : rows) {
            if (row.getFilmId() != null) {
                keys.add(row.getFilmId());
            }
        }
        Map<Object, Film> found = new HashMap<>();
        if (!keys.isEmpty()) {
            for (Film target : filmMapper.selectList(Wrappers.lambdaQuery(Film.class).in(Film::getFilmId, keys))) {
                found.put(Objects.toString(target.getFilmId(), null), target);
            }
        }
        for (FilmActor row : rows) {
            row.setFilm(found.get(Objects.toString(row.getFilmId(), null)));
        }
    }
}
