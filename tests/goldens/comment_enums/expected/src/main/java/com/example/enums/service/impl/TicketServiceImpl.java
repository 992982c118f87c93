package com.example.enums.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.LambdaQueryWrapper;
import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.enums.common.InvalidRequestException;
import com.example.enums.common.PageResult;
import com.example.enums.common.RowChanges;
import com.example.enums.entity.Ticket;
import com.example.enums.mapper.TicketMapper;
import com.example.enums.service.TicketService;
import java.util.Collections;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link TicketService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class TicketServiceImpl extends ServiceImpl<TicketMapper, Ticket> implements TicketService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public TicketServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public Ticket findByKey(Integer id) {
        return getById(id);
    }

    @Override
    public PageResult<Ticket> page(Ticket filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        LambdaQueryWrapper<Ticket> query = Wrappers.lambdaQuery(Ticket.class);
        if (filter != null) {
            query.eq(filter.getId() != null, Ticket::getId, filter.getId());
            query.eq(filter.getTitle() != null, Ticket::getTitle, filter.getTitle());
            query.eq(filter.getState() != null, Ticket::getState, filter.getState());
            query.eq(filter.getLevel() != null, Ticket::getLevel, filter.getLevel());
            query.eq(filter.getKind() != null, Ticket::getKind, filter.getKind());
        }
        query.orderByAsc(Ticket::getId);
        IPage<Ticket> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Ticket create(Ticket row) {
        row.setId(null); // the database fills it
        if (row.getTitle() == null
            && row.getState() == null
            && row.getLevel() == null
            && row.getKind() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        Ticket stored = findByKey(row.getId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public Ticket update(Ticket row) {
        rowChanges.check(row);
        Integer id = row.getId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<Ticket> replace = Wrappers.lambdaUpdate(Ticket.class).eq(Ticket::getId, id);
        replace.set(row.getTitle() == null, Ticket::getTitle, null);
        replace.set(row.getState() == null, Ticket::getState, null);
        replace.set(row.getLevel() == null, Ticket::getLevel, null);
        replace.set(row.getKind() == null, Ticket::getKind, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(id);
    }

    @Override
    @Transactional
    public Ticket patch(Integer id, Map<String, Object> changes) {
        Ticket row = findByKey(id);
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
        return removeById(id);
    }
}
