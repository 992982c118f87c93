package com.example.sakila.service.impl;

import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.Actor;
import com.example.sakila.entity.Film;
import com.example.sakila.entity.Inventory;
import com.example.sakila.entity.Language;
import com.example.sakila.mapper.FilmMapper;
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
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link FilmService} over {@link FilmMapper}.
 */
@Service
public class FilmServiceImpl implements FilmService {

    private static final long MAX_PAGE_SIZE = 1000;

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
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
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

    /** Many-to-many {@code actors}: one read for all {@code rows}. */
    private void loadActors(List<Film> rows) {
        Set<Object> keys = new LinkedHashSet<>();
        for (Film row : rows) {
            keys.add(row.getFilmId());
        }
        Map<String, List<Actor>> found = new HashMap<>();
        for (Film owner : mapper.selectActorsRelation(keys)) {
            found.put(Objects.toString(owner.getFilmId(), null), owner.getActors());
        }
        for (Film row : rows) {
            List<Actor> loaded = found.get(Objects.toString(row.getFilmId(), null));
            row.setActors(loaded != null ? loaded : new ArrayList<>());
        }
    }

    /** One-to-many {@code inventories}: one read for all {@code rows}. */
    private void loadInventories(List<Film> rows) {
        Set<Object> keys = new LinkedHashSet<>();
        for (Film row : rows) {
            keys.add(row.getFilmId());
        }
        Map<String, List<Inventory>> found = new HashMap<>();
        for (Film owner : mapper.selectInventoriesRelation(keys)) {
            found.put(Objects.toString(owner.getFilmId(), null), owner.getInventories());
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
            keys.add(row.getFilmId());
        }
        Map<String, Language> found = new HashMap<>();
        for (Film owner : mapper.selectLanguageRelation(keys)) {
            found.put(Objects.toString(owner.getFilmId(), null), owner.getLanguage());
        }
        for (Film row : rows) {
            row.setLanguage(found.get(Objects.toString(row.getFilmId(), null)));
        }
    }

    /** Many-to-one {@code originalLanguage}: one read for all {@code rows}. */
    private void loadOriginalLanguage(List<Film> rows) {
        Set<Object> keys = new LinkedHashSet<>();
        for (Film row : rows) {
            keys.add(row.getFilmId());
        }
        Map<String, Language> found = new HashMap<>();
        for (Film owner : mapper.selectOriginalLanguageRelation(keys)) {
            found.put(Objects.toString(owner.getFilmId(), null), owner.getOriginalLanguage());
        }
        for (Film row : rows) {
            row.setOriginalLanguage(found.get(Objects.toString(row.getFilmId(), null)));
        }
    }
}
