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
import com.example.sakila.entity.Film;
import com.example.sakila.entity.Language;
import com.example.sakila.mapper.FilmMapper;
import com.example.sakila.mapper.LanguageMapper;
import com.example.sakila.service.LanguageService;
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
 * Default implementation of {@link LanguageService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class LanguageServiceImpl extends ServiceImpl<LanguageMapper, Language> implements LanguageService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;
    private final FilmMapper dubbedFilmsMapper;
    private final FilmMapper filmsMapper;

    public LanguageServiceImpl(
            RowChanges rowChanges,
            FilmMapper dubbedFilmsMapper,
            FilmMapper filmsMapper) {
        this.rowChanges = rowChanges;
        this.dubbedFilmsMapper = dubbedFilmsMapper;
        this.filmsMapper = filmsMapper;
    }

    @Override
    public Language findByKey(Long languageId) {
        return getById(languageId);
    }

    @Override
    public PageResult<Language> page(Language filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        LambdaQueryWrapper<Language> query = Wrappers.lambdaQuery(Language.class);
        if (filter != null) {
            query.eq(filter.getLanguageId() != null, Language::getLanguageId, filter.getLanguageId());
            query.eq(filter.getName() != null, Language::getName, filter.getName());
            query.eq(filter.getLastUpdate() != null, Language::getLastUpdate, filter.getLastUpdate());
        }
        query.orderByAsc(Language::getLanguageId);
        IPage<Language> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Language create(Language row) {
        row.setLanguageId(null); // the database fills it
        if (row.getName() == null
            && row.getLastUpdate() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        Language stored = findByKey(row.getLanguageId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public Language update(Language row) {
        rowChanges.check(row);
        Long languageId = row.getLanguageId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<Language> replace = Wrappers.lambdaUpdate(Language.class).eq(Language::getLanguageId, languageId);
        replace.set(row.getName() == null, Language::getName, null);
        replace.set(row.getLastUpdate() == null, Language::getLastUpdate, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(languageId);
    }

    @Override
    @Transactional
    public Language patch(Long languageId, Map<String, Object> changes) {
        Language row = findByKey(languageId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setLanguageId(languageId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long languageId) {
        return removeById(languageId);
    }

    @Override
    @Transactional(readOnly = true)
    public void loadRelations(List<Language> rows, Collection<String> with) {
        for (String name : with) {
            if (!RELATIONS.contains(name)) {
                throw new InvalidRequestException("unknown relation " + name, Collections.singletonMap("with",
                        "unknown relation " + name + "; relations: " + String.join(", ", RELATIONS)));
            }
        }
        if (!rows.isEmpty() && with.contains("dubbedFilms")) {
            loadDubbedFilms(rows);
        }
        if (!rows.isEmpty() && with.contains("films")) {
            loadFilms(rows);
        }
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Film> pageDubbedFilms(Language row, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        Object key = row.getLanguageId();
        LambdaQueryWrapper<Film> query = Wrappers.lambdaQuery(Film.class);
        query.eq(Film::getOriginalLanguageId, key);
        query.orderByAsc(Film::getFilmId);
        IPage<Film> result = dubbedFilmsMapper.selectPage(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Film> pageFilms(Language row, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        Object key = row.getLanguageId();
        LambdaQueryWrapper<Film> query = Wrappers.lambdaQuery(Film.class);
        query.eq(Film::getLanguageId, key);
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

    /** One-to-many {@code dubbedFilms}: one read for all {@code rows}, each row's first {@link #RELATED_LIMIT} by key. */
    private void loadDubbedFilms(List<Language> rows) {
        Set<Object> keys = new LinkedHashSet<>();
        for (Language row : rows) {
            if (row.getLanguageId() != null) {
                keys.add(row.getLanguageId());
            }
        }
        Map<Object, List<Film>> found = new HashMap<>();
        if (!keys.isEmpty()) {
            LambdaQueryWrapper<Film> query = Wrappers.lambdaQuery(Film.class).in(Film::getOriginalLanguageId, keys);
            query.apply("film_id IN (SELECT rel_w.rel_c0 FROM (SELECT rel_t.film_id AS rel_c0, ROW_NUMBER() OVER (PARTITION BY rel_t.original_language_id ORDER BY rel_t.film_id) AS rel_rn FROM film rel_t WHERE rel_t.original_language_id IN (" + placeholders(keys.size()) + ")) rel_w WHERE rel_w.rel_rn <= " + RELATED_LIMIT + ")", keys.toArray());
            query.orderByAsc(Film::getFilmId);
            for (Film target : dubbedFilmsMapper.selectList(query)) {
                found.computeIfAbsent(Objects.toString(target.getOriginalLanguageId(), null), k -> new ArrayList<>()).add(target);
            }
        }
        for (Language row : rows) {
            List<Film> loaded = found.get(Objects.toString(row.getLanguageId(), null));
            row.setDubbedFilms(loaded != null ? loaded : new ArrayList<>());
        }
    }

    /** One-to-many {@code films}: one read for all {@code rows}, each row's first {@link #RELATED_LIMIT} by key. */
    private void loadFilms(List<Language> rows) {
        Set<Object> keys = new LinkedHashSet<>();
        for (Language row : rows) {
            if (row.getLanguageId() != null) {
                keys.add(row.getLanguageId());
            }
        }
        Map<Object, List<Film>> found = new HashMap<>();
        if (!keys.isEmpty()) {
            LambdaQueryWrapper<Film> query = Wrappers.lambdaQuery(Film.class).in(Film::getLanguageId, keys);
            query.apply("film_id IN (SELECT rel_w.rel_c0 FROM (SELECT rel_t.film_id AS rel_c0, ROW_NUMBER() OVER (PARTITION BY rel_t.language_id ORDER BY rel_t.film_id) AS rel_rn FROM film rel_t WHERE rel_t.language_id IN (" + placeholders(keys.size()) + ")) rel_w WHERE rel_w.rel_rn <= " + RELATED_LIMIT + ")", keys.toArray());
            query.orderByAsc(Film::getFilmId);
            for (Film target : filmsMapper.selectList(query)) {
                found.computeIfAbsent(Objects.toString(target.getLanguageId(), null), k -> new ArrayList<>()).add(target);
            }
        }
        for (Language row : rows) {
            List<Film> loaded = found.get(Objects.toString(row.getLanguageId(), null));
            row.setFilms(loaded != null ? loaded : new ArrayList<>());
        }
    }
}
