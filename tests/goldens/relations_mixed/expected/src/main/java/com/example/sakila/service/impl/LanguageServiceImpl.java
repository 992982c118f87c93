package com.example.sakila.service.impl;

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
 * Default implementation of {@link LanguageService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class LanguageServiceImpl extends ServiceImpl<LanguageMapper, Language> implements LanguageService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public LanguageServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
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
        IPage<Language> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
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
        if (rows.isEmpty()) {
            return;
        }
        List<Object> keys = new ArrayList<>();
        for (Language row : rows) {
            keys.add(row.getLanguageId());
        }
        if (with.contains("dubbedFilms")) {
            attach(rows, baseMapper.selectDubbedFilmsRelation(keys), Language::getDubbedFilms, Language::setDubbedFilms, ArrayList::new);
        }
        if (with.contains("films")) {
            attach(rows, baseMapper.selectFilmsRelation(keys), Language::getFilms, Language::setFilms, ArrayList::new);
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
        long total = baseMapper.countDubbedFilmsRelation(key);
        List<Film> items = total == 0
            ? Collections.emptyList()
            : baseMapper.selectDubbedFilmsRelationPage(key, (pageNo - 1) * pageSize, (int) pageSize);
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
        long total = baseMapper.countFilmsRelation(key);
        List<Film> items = total == 0
            ? Collections.emptyList()
            : baseMapper.selectFilmsRelationPage(key, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public int createBatch(List<Language> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public Language upsert(Language row) {
        if (row.getLanguageId() == null) {
            save(row);
            return row;
        }
        getBaseMapper().upsert(row);
        return findByKey(row.getLanguageId());
    }
}
