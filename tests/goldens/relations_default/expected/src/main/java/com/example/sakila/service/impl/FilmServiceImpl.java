package com.example.sakila.service.impl;

import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.Actor;
import com.example.sakila.entity.Film;
import com.example.sakila.entity.Inventory;
import com.example.sakila.mapper.FilmMapper;
import com.example.sakila.service.FilmService;
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
 * Default implementation of {@link FilmService} over {@link FilmMapper}.
 */
@Service
public class FilmServiceImpl implements FilmService {

    private static final long MAX_PAGE_SIZE = 500;

    private final FilmMapper mapper;
    private final RowChanges rowChanges;

    public FilmServiceImpl(FilmMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public Film findByKey(Long filmId) {
        return mapper.selectByKey(filmId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Film> page(Film filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        long total = mapper.count(filter);
        List<Film> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public Film create(Film row) {
        mapper.insert(row);
        Film stored = mapper.selectByKey(row.getFilmId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<Film> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public Film update(Film row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getFilmId());
    }

    @Override
    @Transactional
    public Film patch(Long filmId, Map<String, Object> changes) {
        Film row = mapper.selectByKey(filmId);
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
        return mapper.deleteByKey(filmId) > 0;
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
        if (rows.isEmpty()) {
            return;
        }
        List<Object> keys = new ArrayList<>();
        for (Film row : rows) {
            keys.add(row.getFilmId());
        }
        if (with.contains("actors")) {
            attach(rows, mapper.selectActorsRelation(keys), Film::getActors, Film::setActors, ArrayList::new);
        }
        if (with.contains("inventories")) {
            attach(rows, mapper.selectInventoriesRelation(keys), Film::getInventories, Film::setInventories, ArrayList::new);
        }
        if (with.contains("language")) {
            attach(rows, mapper.selectLanguageRelation(keys), Film::getLanguage, Film::setLanguage, () -> null);
        }
        if (with.contains("originalLanguage")) {
            attach(rows, mapper.selectOriginalLanguageRelation(keys), Film::getOriginalLanguage, Film::setOriginalLanguage, () -> null);
        }
    }

    /** Give each row the relation its copy in {@code owners} (read with its key and the relation only) holds, else {@code none}. */
    private static <T> void attach(List<Film> rows, List<Film> owners, Function<Film, T> get,
            BiConsumer<Film, T> set, Supplier<T> none) {
        Map<String, T> found = new HashMap<>();
        for (Film owner : owners) {
            found.put(Objects.toString(owner.getFilmId(), null), get.apply(owner));
        }
        for (Film row : rows) {
            T value = found.get(Objects.toString(row.getFilmId(), null));
            set.accept(row, value != null ? value : none.get());
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
        long total = mapper.countActorsRelation(key);
        List<Actor> items = total == 0
            ? Collections.emptyList()
            : mapper.selectActorsRelationPage(key, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
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
        long total = mapper.countInventoriesRelation(key);
        List<Inventory> items = total == 0
            ? Collections.emptyList()
            : mapper.selectInventoriesRelationPage(key, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }
}
