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
import com.example.enums.entity.Account;
import com.example.enums.mapper.AccountMapper;
import com.example.enums.service.AccountService;
import java.util.Collections;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link AccountService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class AccountServiceImpl extends ServiceImpl<AccountMapper, Account> implements AccountService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public AccountServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public Account findByKey(Long id) {
        return getById(id);
    }

    @Override
    public PageResult<Account> page(Account filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        LambdaQueryWrapper<Account> query = Wrappers.lambdaQuery(Account.class);
        if (filter != null) {
            query.eq(filter.getId() != null, Account::getId, filter.getId());
            query.eq(filter.getStatus() != null, Account::getStatus, filter.getStatus());
            query.eq(filter.getSex() != null, Account::getSex, filter.getSex());
            query.eq(filter.getMode() != null, Account::getMode, filter.getMode());
            query.eq(filter.getFlag() != null, Account::getFlag, filter.getFlag());
            query.eq(filter.getPhase() != null, Account::getPhase, filter.getPhase());
            query.eq(filter.getNote() != null, Account::getNote, filter.getNote());
        }
        query.orderByAsc(Account::getId);
        IPage<Account> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Account create(Account row) {
        row.setId(null); // the database fills it
        if (row.getStatus() == null
            && row.getSex() == null
            && row.getMode() == null
            && row.getFlag() == null
            && row.getPhase() == null
            && row.getNote() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        Account stored = findByKey(row.getId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public Account update(Account row) {
        rowChanges.check(row);
        Long id = row.getId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<Account> replace = Wrappers.lambdaUpdate(Account.class).eq(Account::getId, id);
        replace.set(row.getStatus() == null, Account::getStatus, null);
        replace.set(row.getSex() == null, Account::getSex, null);
        replace.set(row.getMode() == null, Account::getMode, null);
        replace.set(row.getFlag() == null, Account::getFlag, null);
        replace.set(row.getPhase() == null, Account::getPhase, null);
        replace.set(row.getNote() == null, Account::getNote, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(id);
    }

    @Override
    @Transactional
    public Account patch(Long id, Map<String, Object> changes) {
        Account row = findByKey(id);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setId(id);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long id) {
        return removeById(id);
    }
}
