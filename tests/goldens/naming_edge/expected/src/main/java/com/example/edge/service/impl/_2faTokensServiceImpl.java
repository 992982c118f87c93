package com.example.edge.service.impl;

import com.example.edge.common.PageResult;
import com.example.edge.entity._2faTokens;
import com.example.edge.mapper._2faTokensMapper;
import com.example.edge.service._2faTokensService;
import java.time.LocalDate;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link _2faTokensService} over {@link _2faTokensMapper}.
 */
@Service
public class _2faTokensServiceImpl implements _2faTokensService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final _2faTokensMapper mapper;

    public _2faTokensServiceImpl(_2faTokensMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public _2faTokens findByKey(String token, LocalDate issuedOn) {
        return mapper.selectByKey(token, issuedOn);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<_2faTokens> page(_2faTokens filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<_2faTokens> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public _2faTokens create(_2faTokens row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<_2faTokens> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(_2faTokens row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getToken(), row.getIssuedOn()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(String token, LocalDate issuedOn) {
        return mapper.deleteByKey(token, issuedOn) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(_2faTokens row) {
        return row.getPayload() != null;
    }
}
