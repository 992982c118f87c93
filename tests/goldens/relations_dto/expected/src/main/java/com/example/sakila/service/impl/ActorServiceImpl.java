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
import com.example.sakila.service.ActorService;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.StringJoiner;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ActorService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class ActorServiceImpl extends ServiceImpl<ActorMapper, Actor> implements ActorService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;
    private final FilmMapper filmsMapper;
    private final FilmActorMapper filmsLinkMapper;

    public ActorServiceImpl(
            RowChanges rowChanges,
            FilmMapper filmsMapper,
            FilmActorMapper filmsLinkMapper) {
        this.rowChanges = rowChanges;
        this.filmsMapper = filmsMapper;
        this.filmsLinkMapper = filmsLinkMapper;
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
        LambdaQueryWrapper<Actor> query = Wrappers.lambdaQuery(Actor.class);
        if (filter != null) {
            query.eq(filter.getActorId() != null, Actor::getActorId, filter.getActorId());
            query.eq(filter.getFirstName() != null, Actor::getFirstName, filter.getFirstName());
            query.eq(filter.getLastName() != null, Actor::getLastName, filter.getLastName());
            query.eq(filter.getLastUpdate() != null, Actor::getLastUpdate, filter.getLastUpdate());
        }
        query.orderByAsc(Actor::getActorId);
        IPage<Actor> result = page(new Page<>(pageNo, pageSize), query);
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
        if (!rows.isEmpty() && with.contains("films")) {
            loadFilms(rows);
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
        LambdaQueryWrapper<Film> query = Wrappers.lambdaQuery(Film.class);
        query.apply("film_id IN (SELECT rel_l.film_id FROM film_actor rel_l WHERE rel_l.actor_id = {0})", key);
        query.orderByAsc(Film::getFilmId);
        IPage<Film> result = filmsMapper.selectPage(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    /** MyBatis-Plus placeholders ({@code {0}, {1}, ...}) of {@code count} values in a query wrapper's {@code apply}. */
    private static String placeholders(int count) {
        StringJoiner out = new StringJoiner(", ");
        for (int i = 0; i < count; i++) {
            out.add("{" + i + "}");
        }
        return out.toString();
    }

    /** Many-to-many {@code films}: one read for all {@code rows} (two: the links, then the rows), each row's first {@link #RELATED_LIMIT} by key. */
    private void loadFilms(List<Actor> rows) {
        Set<Object> keys = new LinkedHashSet<>();
        for (Actor row : rows) {
            if (row.getActorId() != null) {
                keys.add(row.getActorId());
            }
        }
        Map<Object, List<Film>> found = new HashMap<>();
        if (!keys.isEmpty()) {
            LambdaQueryWrapper<FilmActor> linkQuery = Wrappers.lambdaQuery(FilmActor.class).in(FilmActor::getActorId, keys);
            linkQuery.apply("(actor_id, film_id) IN (SELECT rel_w.rel_c0, rel_w.rel_c1 FROM (SELECT rel_l.actor_id AS rel_c0, rel_l.film_id AS rel_c1, ROW_NUMBER() OVER (PARTITION BY rel_l.actor_id ORDER BY rel_l.film_id) AS rel_rn FROM film_actor rel_l JOIN film rel_t ON rel_t.film_id = rel_l.film_id WHERE rel_l.actor_id IN (" + placeholders(keys.size()) + ")) rel_w WHERE rel_w.rel_rn <= " + RELATED_LIMIT + ")", keys.toArray());
            linkQuery.orderByAsc(FilmActor::getActorId).orderByAsc(FilmActor::getFilmId);
            List<FilmActor> links = filmsLinkMapper.selectList(linkQuery);
            Set<Object> targetKeys = new LinkedHashSet<>();
            for (FilmActor link : links) {
                if (link.getFilmId() != null) {
                    targetKeys.add(link.getFilmId());
                }
            }
            Map<Object, Film> targets = new HashMap<>();
            if (!targetKeys.isEmpty()) {
                for (Film target : filmsMapper.selectList(Wrappers.lambdaQuery(Film.class).in(Film::getFilmId, targetKeys))) {
                    targets.put(Objects.toString(target.getFilmId(), null), target);
                }
            }
            for (FilmActor link : links) {
                Film target = targets.get(Objects.toString(link.getFilmId(), null));
                if (target != null) {
                    found.computeIfAbsent(Objects.toString(link.getActorId(), null), k -> new ArrayList<>()).add(target);
                }
            }
        }
        for (Actor row : rows) {
            List<Film> loaded = found.get(Objects.toString(row.getActorId(), null));
            row.setFilms(loaded != null ? loaded : new ArrayList<>());
        }
    }
}
