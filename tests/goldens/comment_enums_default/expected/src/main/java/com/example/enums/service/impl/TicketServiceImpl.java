package com.example.enums.service.impl;

import com.example.enums.common.InvalidRequestException;
import com.example.enums.common.PageResult;
import com.example.enums.common.RowChanges;
import com.example.enums.entity.Ticket;
import com.example.enums.mapper.TicketMapper;
import com.example.enums.service.TicketService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link TicketService} over {@link TicketMapper}.
 */
@Service
public class TicketServiceImpl implements TicketService {

    private static final long MAX_PAGE_SIZE = 500;

    private final TicketMapper mapper;
    private final RowChanges rowChanges;

    public TicketServiceImpl(TicketMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public Ticket findByKey(Integer id) {
        return mapper.selectByKey(id);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Ticket> page(Ticket filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        long total = mapper.count(filter);
        List<Ticket> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public Ticket create(Ticket row) {
        mapper.insert(row);
        Ticket stored = mapper.selectByKey(row.getId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<Ticket> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public Ticket update(Ticket row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getId());
    }

    @Override
    @Transactional
    public Ticket patch(Integer id, Map<String, Object> changes) {
        Ticket row = mapper.selectByKey(id);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setId(id);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer id) {
        return mapper.deleteByKey(id) > 0;
    }
}
