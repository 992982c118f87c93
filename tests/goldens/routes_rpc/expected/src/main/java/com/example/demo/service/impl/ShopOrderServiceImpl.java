package com.example.demo.service.impl;

import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.ConflictException;
import com.example.demo.common.InvalidRequestException;
import com.example.demo.common.PageResult;
import com.example.demo.common.RowChanges;
import com.example.demo.entity.ShopOrder;
import com.example.demo.mapper.ShopOrderMapper;
import com.example.demo.service.ShopOrderService;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ShopOrderService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class ShopOrderServiceImpl extends ServiceImpl<ShopOrderMapper, ShopOrder> implements ShopOrderService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public ShopOrderServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public ShopOrder findByKey(Long id) {
        return getById(id);
    }

    @Override
    public ShopOrder findByOrderNo(String orderNo) {
        return getOne(Wrappers.lambdaQuery(ShopOrder.class).eq(ShopOrder::getOrderNo, orderNo));
    }

    @Override
    public PageResult<ShopOrder> page(ShopOrder filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        IPage<ShopOrder> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public ShopOrder create(ShopOrder row) {
        row.setId(null); // the database fills it
        checkUnique(row, false);
        if (row.getUserId() == null
            && row.getOrderNo() == null
            && row.getStatus() == null
            && row.getTotalAmount() == null
            && row.getPaid() == null
            && row.getOrderedAt() == null
            && row.getShipDate() == null
            && row.getNote() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        ShopOrder stored = findByKey(row.getId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public ShopOrder update(ShopOrder row) {
        rowChanges.check(row);
        checkUnique(row, true);
        Long id = row.getId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<ShopOrder> replace = Wrappers.lambdaUpdate(ShopOrder.class).eq(ShopOrder::getId, id);
        replace.set(row.getUserId() == null, ShopOrder::getUserId, null);
        replace.set(row.getOrderNo() == null, ShopOrder::getOrderNo, null);
        replace.set(row.getStatus() == null, ShopOrder::getStatus, null);
        replace.set(row.getTotalAmount() == null, ShopOrder::getTotalAmount, null);
        replace.set(row.getPaid() == null, ShopOrder::getPaid, null);
        replace.set(row.getOrderedAt() == null, ShopOrder::getOrderedAt, null);
        replace.set(row.getShipDate() == null, ShopOrder::getShipDate, null);
        replace.set(row.getNote() == null, ShopOrder::getNote, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(id);
    }

    @Override
    @Transactional
    public ShopOrder patch(Long id, Map<String, Object> changes) {
        ShopOrder row = findByKey(id);
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

    /**
     * Refuse {@code row} when another row holds the values of one of its unique keys (409,
     * naming the fields); {@code update}: the row with {@code row}'s key is not "another".
     */
    private void checkUnique(ShopOrder row, boolean update) {
        if (row.getOrderNo() != null) {
            ShopOrder other = findByOrderNo(row.getOrderNo());
            if (other != null && !(update && Objects.equals(other.getId(), row.getId()))) {
                Map<String, String> errors = new LinkedHashMap<>();
                errors.put("orderNo", "is taken");
                throw new ConflictException("shop_order.order_no is taken: another row has the same value",
                    errors, null);
            }
        }
    }

    @Override
    @Transactional
    public int createBatch(List<ShopOrder> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public ShopOrder upsert(ShopOrder row) {
        if (row.getId() == null) {
            save(row);
            return row;
        }
        getBaseMapper().upsert(row);
        return findByKey(row.getId());
    }
}
