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
import com.example.sakila.entity.Inventory;
import com.example.sakila.entity.Language;
import com.example.sakila.mapper.ActorMapper;
import com.example.sakila.mapper.FilmActorMapper;
import com.example.sakila.mapper.FilmMapper;
import com.example.sakila.mapper.InventoryMapper;
import com.example.sakila.mapper.LanguageMapper;
import com.example.sakila.service.FilmService;
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
 * Default implementation of {@link FilmService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class FilmServiceImpl extends ServiceImpl<FilmMapper, Film> implements FilmService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;
    private final ActorMapper actorsMapper;
    private final FilmActorMapper actorsLinkMapper;
    private final InventoryMapper inventoriesMapper;
    private final LanguageMapper languageMapper;
    private final LanguageMapper originalLanguageMapper;

    public FilmServiceImpl(
            RowChanges rowChanges,
            ActorMapper actorsMapper,
            FilmActorMapper actorsLinkMapper,
            InventoryMapper inventoriesMapper,
            LanguageMapper languageMapper,
            LanguageMapper originalLanguageMapper) {
        this.rowChanges = rowChanges;
        this.actorsMapper = actorsMapper;
        this.actorsLinkMapper = actorsLinkMapper;
        this.inventoriesMapper = inventoriesMapper;
        this.languageMapper = languageMapper;
        this.originalLanguageMapper = originalLanguageMapper;
    }

    @Override
    public Film findByKey(Long filmId) {
        return getById(filmId);
    }

    @Override
    public PageResult<Film> page(Film filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        LambdaQueryWrapper<Film> query = Wrappers.lambdaQuery(Film.class);
        if (filter != null) {
            query.eq(filter.getFilmId() != null, Film::getFilmId, filter.getFilmId());
            query.eq(filter.getTitle() != null, Film::getTitle, filter.getTitle());
            query.eq(filter.getDescription() != null, Film::getDescription, filter.getDescription());
            query.eq(filter.getReleaseYear() != null, Film::getReleaseYear, filter.getReleaseYear());
            query.eq(filter.getLanguageId() != null, Film::getLanguageId, filter.getLanguageId());
            query.eq(filter.getOriginalLanguageId() != null, Film::getOriginalLanguageId, filter.getOriginalLanguageId());
            query.eq(filter.getRentalDuration() != null, Film::getRentalDuration, filter.getRentalDuration());
            query.eq(filter.getRentalRate() != null, Film::getRentalRate, filter.getRentalRate());
            query.eq(filter.getLength() != null, Film::getLength, filter.getLength());
            query.eq(filter.getReplacementCost() != null, Film::getReplacementCost, filter.getReplacementCost());
            query.eq(filter.getRating() != null, Film::getRating, filter.getRating());
            query.eq(filter.getSpecialFeatures() != null, Film::getSpecialFeatures, filter.getSpecialFeatures());
            query.eq(filter.getLastUpdate() != null, Film::getLastUpdate, filter.getLastUpdate());
        }
        query.orderByAsc(Film::getFilmId);
        IPage<Film> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Film create(Film row) {
        row.setFilmId(null); // the database fills it
        if (row.getTitle() == null
            && row.getDescription() == null
            && row.getReleaseYear() == null
            && row.getLanguageId() == null
            && row.getOriginalLanguageId() == null
            && row.getRentalDuration() == null
            && row.getRentalRate() == null
            && row.getLength() == null
            && row.getReplacementCost() == null
            && row.getRating() == null
            && row.getSpecialFeatures() == null
            && row.getLastUpdate() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        Film stored = findByKey(row.getFilmId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public Film update(Film row) {
        rowChanges.check(row);
        Long filmId = row.getFilmId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<Film> replace = Wrappers.lambdaUpdate(Film.class).eq(Film::getFilmId, filmId);
        replace.set(row.getTitle() == null, Film::getTitle, null);
        replace.set(row.getDescription() == null, Film::getDescription, null);
        replace.set(row.getReleaseYear() == null, Film::getReleaseYear, null);
        replace.set(row.getLanguageId() == null, Film::getLanguageId, null);
        replace.set(row.getOriginalLanguageId() == null, Film::getOriginalLanguageId, null);
        replace.set(row.getRentalDuration() == null, Film::getRentalDuration, null);
        replace.set(row.getRentalRate() == null, Film::getRentalRate, null);
        replace.set(row.getLength() == null, Film::getLength, null);
        replace.set(row.getReplacementCost() == null, Film::getReplacementCost, null);
        replace.set(row.getRating() == null, Film::getRating, null);
        replace.set(row.getSpecialFeatures() == null, Film::getSpecialFeatures, null);
        replace.set(row.getLastUpdate() == null, Film::getLastUpdate, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(filmId);
    }

    @Override
    @Transactional
    public Film patch(Long filmId, Map<String, Object> changes) {
        Film row = findByKey(filmId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setFilmId(filmId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long filmId) {
        return removeById(filmId);
    }

    @Override
    @Transactional(readOnly = true)
    public void loadRelations(List<Film> rows, Collection<String> with) {
        for (String name : with) {
            if (!RELATIONS.contains(name)) {
                throw new InvalidRequestException("unknown relation " + name, Collections.singletonMap("with",
                        "unknown relation " + name + "; relations: " + String.join(", ", RELATIONS)));
            }
        }
        if (!rows.isEmpty() && with.contains("actors")) {
            loadActors(rows);
        }
        if (!rows.isEmpty() && with.contains("inventories")) {
            loadInventories(rows);
        }
        if (!rows.isEmpty() && with.contains("language")) {
            loadLanguage(rows);
        }
        if (!rows.isEmpty() && with.contains("originalLanguage")) {
            loadOriginalLanguage(rows);
        }
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Actor> pageActors(Film row, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        Object key = row.getFilmId();
        LambdaQueryWrapper<Actor> query = Wrappers.lambdaQuery(Actor.class);
        query.apply("actor_id IN (SELECT rel_l.actor_id FROM film_actor rel_l WHERE rel_l.film_id = {0})", key);
        query.orderByAsc(Actor::getActorId);
        IPage<Actor> result = actorsMapper.selectPage(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Inventory> pageInventories(Film row, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        Object key = row.getFilmId();
        LambdaQueryWrapper<Inventory> query = Wrappers.lambdaQuery(Inventory.class);
        query.eq(Inventory::getFilmId, key);
        query.orderByAsc(Inventory::getInventoryId);
        IPage<Inventory> result = inventoriesMapper.selectPage(new Page<>(pageNo, pageSize), query);
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

    /** Many-to-many {@code actors}: one read for all {@code rows} (two: the links, then the rows), each row's first {@link #RELATED_LIMIT} by key. */
    private void loadActors(List<Film> rows) {
        Set<Object> keys = new LinkedHashSet<>();
        for (Film row : rows) {
            if (row.getFilmId() != null) {
                keys.add(row.getFilmId());
            }
        }
        Map<Object, List<Actor>> found = new HashMap<>();
        if (!keys.isEmpty()) {
            LambdaQueryWrapper<FilmActor> linkQuery = Wrappers.lambdaQuery(FilmActor.class).in(FilmActor::getFilmId, keys);
            linkQuery.apply("(film_id, actor_id) IN (SELECT rel_w.rel_c0, rel_w.rel_c1 FROM (SELECT rel_l.film_id AS rel_c0, rel_l.actor_id AS rel_c1, ROW_NUMBER() OVER (PARTITION BY rel_l.film_id ORDER BY rel_l.actor_id) AS rel_rn FROM film_actor rel_l JOIN actor rel_t ON rel_t.actor_id = rel_l.actor_id WHERE rel_l.film_id IN (" + placeholders(keys.size()) + ")) rel_w WHERE rel_w.rel_rn <= " + RELATED_LIMIT + ")", keys.toArray());
            linkQuery.orderByAsc(FilmActor::getFilmId).orderByAsc(FilmActor::getActorId);
            List<FilmActor> links = actorsLinkMapper.selectList(linkQuery);
            Set<Object> targetKeys = new LinkedHashSet<>();
            for (FilmActor link : links) {
                if (link.getActorId() != null) {
                    targetKeys.add(link.getActorId());
                }
            }
            Map<Object, Actor> targets = new HashMap<>();
            if (!targetKeys.isEmpty()) {
                for (Actor target : actorsMapper.selectList(Wrappers.lambdaQuery(Actor.class).in(Actor::getActorId, targetKeys))) {
                    targets.put(Objects.toString(target.getActorId(), null), target);
                }
            }
            for (FilmActor link : links) {
                Actor target = targets.get(Objects.toString(link.getActorId(), null));
                if (target != null) {
                    found.computeIfAbsent(Objects.toString(link.getFilmId(), null), k -> new ArrayList<>()).add(target);
                }
            }
        }
        for (Film row : rows) {
            List<Actor> loaded = found.get(Objects.toString(row.getFilmId(), null));
            row.setActors(loaded != null ? loaded : new ArrayList<>());
        }
    }

    /** One-to-many {@code inventories}: one read for all {@code rows}, each row's first {@link #RELATED_LIMIT} by key. */
    private void loadInventories(List<Film> rows) {
        Set<Object> keys = new LinkedHashSet<>();
        for (Film row : rows) {
            if (row.getFilmId() != null) {
                keys.add(row.getFilmId());
            }
        }
        Map<Object, List<Inventory>> found = new HashMap<>();
        if (!keys.isEmpty()) {
            LambdaQueryWrapper<Inventory> query = Wrappers.lambdaQuery(Inventory.class).in(Inventory::getFilmId, keys);
            query.apply("inventory_id IN (SELECT rel_w.rel_c0 FROM (SELECT rel_t.inventory_id AS rel_c0, ROW_NUMBER() OVER (PARTITION BY rel_t.film_id ORDER BY rel_t.inventory_id) AS rel_rn FROM inventory rel_t WHERE rel_t.film_id IN (" + placeholders(keys.size()) + ")) rel_w WHERE rel_w.rel_rn <= " + RELATED_LIMIT + ")", keys.toArray());
            query.orderByAsc(Inventory::getInventoryId);
            for (Inventory target : inventoriesMapper.selectList(query)) {
                found.computeIfAbsent(Objects.toString(target.getFilmId(), null), k -> new ArrayList<>()).add(target);
            }
        }
        for (Film row : rows) {
            List<Inventory> loaded = found.get(Objects.toString(row.getFilmId(), null));
            row.setInventories(loaded != null ? loaded : new ArrayList<>());
        }
    }

    /** Many-to-one {@code language}: one read for all {@code rows}. */
    private void loadLanguage(List<Film> rows) {
        Set<Object> keys = new LinkedHashSet<>();
        for (Film row : rows) {
            if (row.getLanguageId() != null) {
                keys.add(row.getLanguageId());
            }
        }
        Map<Object, Language> found = new HashMap<>();
        if (!keys.isEmpty()) {
            for (Language target : languageMapper.selectList(Wrappers.lambdaQuery(Language.class).in(Language::getLanguageId, keys))) {
                found.put(Objects.toString(target.getLanguageId(), null), target);
            }
        }
        for (Film row : rows) {
            row.setLanguage(found.get(Objects.toString(row.getLanguageId(), null)));
        }
    }

    /** Many-to-one {@code originalLanguage}: one read for all {@code rows}. */
    private void loadOriginalLanguage(List<Film> rows) {
        Set<Object> keys = new LinkedHashSet<>();
        for (Film row : rows) {
            if (row.getOriginalLanguageId() != null) {
                keys.add(row.getOriginalLanguageId());
            }
        }
        Map<Object, Language> found = new HashMap<>();
        if (!keys.isEmpty()) {
            for (Language target : originalLanguageMapper.selectList(Wrappers.lambdaQuery(Language.class).in(Language::getLanguageId, keys))) {
                found.put(Objects.toString(target.getLanguageId(), null), target);
            }
        }
        for (Film row : rows) {
            row.setOriginalLanguage(found.get(Objects.toString(row.getOriginalLanguageId(), null)));
        }
    }
}
