package com.example.sakila.service.impl;

import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.Film;
import com.example.sakila.entity.Language;
import com.example.sakila.mapper.LanguageMapper;
import com.example.sakila.service.LanguageService;
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
 * Default implementation of {@link LanguageService} over {@link LanguageMapper}.
 */
@Service
public class LanguageServiceImpl implements LanguageService {

    private static final long MAX_PAGE_SIZE = 500;

    private final LanguageMapper mapper;
    private final RowChanges rowChanges;

    public LanguageServiceImpl(LanguageMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public Language findByKey(Long languageId) {
        return mapper.selectByKey(languageId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Language> page(Language filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        long total = mapper.count(filter);
        List<Language> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public Language create(Language row) {
        mapper.insert(row);
        Language stored = mapper.selectByKey(row.getLanguageId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<Language> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public Language update(Language row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getLanguageId());
    }

    @Override
    @Transactional
    public Language patch(Long languageId, Map<String, Object> changes) {
        Language row = mapper.selectByKey(languageId);
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
        return mapper.deleteByKey(languageId) > 0;
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
        if (rows.isEmpty()) {
            return;
        }
        List<Object> keys = new ArrayList<>();
        for (Language row : rows) {
            keys.add(row.getLanguageId());
        }
        if (with.contains("dubbedFilms")) {
            attach(rows, mapper.selectDubbedFilmsRelation(keys), Language::getDubbedFilms, Language::setDubbedFilms, ArrayList::new);
        }
        if (with.contains("films")) {
            attach(rows, mapper.selectFilmsRelation(keys), Language::getFilms, Language::setFilms, ArrayList::new);
        }
    }

    /** Give each row the relation its copy in {@code owners} (read with its key and the relation only) holds, else {@code none}. */
    private static <T> void attach(List<Language> rows, List<Language> owners, Function<Language, T> get,
            BiConsumer<Language, T> set, Supplier<T> none) {
        Map<String, T> found = new HashMap<>();
        for (Language owner : owners) {
            found.put(Objects.toString(owner.getLanguageId(), null), get.apply(owner));
        }
        for (Language row : rows) {
            T value = found.get(Objects.toString(row.getLanguageId(), null));
            set.accept(row, value != null ? value : none.get());
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
        long total = mapper.countDubbedFilmsRelation(key);
        List<Film> items = total == 0
            ? Collections.emptyList()
            : mapper.selectDubbedFilmsRelationPage(key, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
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
        long total = mapper.countFilmsRelation(key);
        List<Film> items = total == 0
            ? Collections.emptyList()
            : mapper.selectFilmsRelationPage(key, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }
}
