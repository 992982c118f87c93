package com.example.demo.service.impl.shop;

import com.example.demo.common.PageResult;
import com.example.demo.entity.shop.ShopOrderItem;
import com.example.demo.mapper.shop.ShopOrderItemMapper;
import com.example.demo.service.shop.ShopOrderItemService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ShopOrderItemService} over {@link ShopOrderItemMapper}.
 */
@Service
public class ShopOrderItemServiceImpl implements ShopOrderItemService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final ShopOrderItemMapper mapper;

    public ShopOrderItemServiceImpl(ShopOrderItemMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public ShopOrderItem findByKey(Long orderId, Long lineNo) {
        return mapper.selectByKey(orderId, lineNo);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<ShopOrderItem> page(ShopOrderItem filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<ShopOrderItem> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public ShopOrderItem create(ShopOrderItem row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<ShopOrderItem> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(ShopOrderItem row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getOrderId(), row.getLineNo()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long orderId, Long lineNo) {
        return mapper.deleteByKey(orderId, lineNo) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(ShopOrderItem row) {
        return row.getProductId() != null
            || row.getQuantity() != null
            || row.getUnitPrice() != null;
    }
}
