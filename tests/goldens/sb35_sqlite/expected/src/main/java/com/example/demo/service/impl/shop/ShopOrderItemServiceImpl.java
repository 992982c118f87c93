package com.example.demo.service.impl.shop;

import com.baomidou.mybatisplus.core.conditions.query.LambdaQueryWrapper;
import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.InvalidRequestException;
import com.example.demo.common.PageResponse;
import com.example.demo.common.RowChanges;
import com.example.demo.entity.shop.ShopOrderItem;
import com.example.demo.mapper.shop.ShopOrderItemMapper;
import com.example.demo.service.shop.ShopOrderItemService;
import java.util.Collections;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ShopOrderItemService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class ShopOrderItemServiceImpl extends ServiceImpl<ShopOrderItemMapper, ShopOrderItem> implements ShopOrderItemService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public ShopOrderItemServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public ShopOrderItem findByKey(Long orderId, Long lineNo) {
        return getOne(Wrappers.lambdaQuery(ShopOrderItem.class).eq(ShopOrderItem::getOrderId, orderId).eq(ShopOrderItem::getLineNo, lineNo));
    }

    @Override
    public PageResponse<ShopOrderItem> page(ShopOrderItem filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        LambdaQueryWrapper<ShopOrderItem> query = Wrappers.lambdaQuery(ShopOrderItem.class);
        if (filter != null) {
            query.eq(filter.getOrderId() != null, ShopOrderItem::getOrderId, filter.getOrderId());
            query.eq(filter.getLineNo() != null, ShopOrderItem::getLineNo, filter.getLineNo());
            query.eq(filter.getProductId() != null, ShopOrderItem::getProductId, filter.getProductId());
            query.eq(filter.getQuantity() != null, ShopOrderItem::getQuantity, filter.getQuantity());
            query.eq(filter.getUnitPrice() != null, ShopOrderItem::getUnitPrice, filter.getUnitPrice());
        }
        query.orderByAsc(ShopOrderItem::getOrderId);
        query.orderByAsc(ShopOrderItem::getLineNo);
        IPage<ShopOrderItem> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResponse<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public ShopOrderItem create(ShopOrderItem row) {
        if (row.getOrderId() == null
            && row.getLineNo() == null
            && row.getProductId() == null
            && row.getQuantity() == null
            && row.getUnitPrice() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        ShopOrderItem stored = findByKey(row.getOrderId(), row.getLineNo());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public ShopOrderItem update(ShopOrderItem row) {
        rowChanges.check(row);
        Long orderId = row.getOrderId();
        Long lineNo = row.getLineNo();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<ShopOrderItem> replace = Wrappers.lambdaUpdate(ShopOrderItem.class).eq(ShopOrderItem::getOrderId, orderId).eq(ShopOrderItem::getLineNo, lineNo);
        replace.set(row.getProductId() == null, ShopOrderItem::getProductId, null);
        replace.set(row.getQuantity() == null, ShopOrderItem::getQuantity, null);
        replace.set(row.getUnitPrice() == null, ShopOrderItem::getUnitPrice, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(orderId, lineNo);
    }

    @Override
    @Transactional
    public ShopOrderItem patch(Long orderId, Long lineNo, Map<String, Object> changes) {
        ShopOrderItem row = findByKey(orderId, lineNo);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setOrderId(orderId);
        row.setLineNo(lineNo);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long orderId, Long lineNo) {
        return remove(Wrappers.lambdaQuery(ShopOrderItem.class).eq(ShopOrderItem::getOrderId, orderId).eq(ShopOrderItem::getLineNo, lineNo));
    }
}
