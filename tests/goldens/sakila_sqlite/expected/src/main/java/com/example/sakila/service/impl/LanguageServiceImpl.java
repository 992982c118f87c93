package com.example.sakila.service.impl;

import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Language;
import com.example.sakila.mapper.LanguageMapper;
import com.example.sakila.service.LanguageService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link LanguageService} over {@link LanguageMapper}.
 */
@Service
public class LanguageServiceImpl implements LanguageService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final LanguageMapper mapper;

    public LanguageServiceImpl(LanguageMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public Language findByKey(Long languageId) {
        return mapper.selectByKey(languageId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Language> page(Language filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
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
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<Language> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(Language row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getLanguageId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long languageId) {
        return mapper.deleteByKey(languageId) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(Language row) {
        return row.getName() != null
            || row.getLastUpdate() != null;
    }
}
