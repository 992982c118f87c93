package com.example.edge.service.impl;

import com.example.edge.common.InvalidRequestException;
import com.example.edge.common.PageResult;
import com.example.edge.common.RowChanges;
import com.example.edge.entity._2faTokens;
import com.example.edge.mapper._2faTokensMapper;
import com.example.edge.service._2faTokensService;
import java.time.LocalDate;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link _2faTokensService} over {@link _2faTokensMapper}.
 */
@Service
public class _2faTokensServiceImpl implements _2faTokensService {

    private static final long MAX_PAGE_SIZE = 500;

    private final _2faTokensMapper mapper;
    private final RowChanges rowChanges;

    public _2faTokensServiceImpl(_2faTokensMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public _2faTokens findByKey(String token, LocalDate issuedOn) {
        return mapper.selectByKey(token, issuedOn);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<_2faTokens> page(_2faTokens filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
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
        _2faTokens stored = mapper.selectByKey(row.getToken(), row.getIssuedOn());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<_2faTokens> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public _2faTokens update(_2faTokens row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getToken(), row.getIssuedOn());
    }

    @Override
    @Transactional
    public _2faTokens patch(String token, LocalDate issuedOn, Map<String, Object> changes) {
        _2faTokens row = mapper.selectByKey(token, issuedOn);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setToken(token);
        row.setIssuedOn(issuedOn);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(String token, LocalDate issuedOn) {
        return mapper.deleteByKey(token, issuedOn) > 0;
    }
}
